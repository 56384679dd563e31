// Starts the import's parse thread (parse-worker.ts) under tsx: a worker does not inherit the parent's
// TypeScript loader under every runner (tsx, Vitest). The built server starts import-parser.js instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
