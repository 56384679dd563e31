// The boot script's code (built apart into a classic script by vite.config.ts, decision 125): index.html
// runs it as soon as it arrives, long before the app's chunks, so a returning learner's first API reads
// start at once. It must stay small: only path helpers and the stored-session reader.
import { startEarlyReads } from './early-requests';

try {
  startEarlyReads(window.location);
} catch {
  // main.tsx starts them instead.
}
