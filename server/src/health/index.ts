/**
 * The public API of server/src/health/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Nothing yet: only the wiring (api.ts, runtime.ts) uses its routes and jobs.
 */
export {};
