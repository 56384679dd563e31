// Starts the TypeScript worker (worker.ts) in a fresh thread: a worker does not inherit the parent's
// TypeScript loader under every runner (tsx, Vitest), so it registers tsx itself, then imports it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
