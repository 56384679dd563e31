/**
 * The public API of server/src/rewrite/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Nothing yet: only the wiring (api.ts) uses its routes.
 */
export {};
