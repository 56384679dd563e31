import { z } from 'zod';

// In the browser the app's Content-Security-Policy forbids eval, so zod's compiled parsers are out of
// reach anyway; jitless also skips zod's probe for eval, which the browser refuses and reports as a CSP
// violation on every page load (decision 125). Imported first by index.ts: before any schema is built.
if (typeof document !== 'undefined') z.config({ jitless: true });
