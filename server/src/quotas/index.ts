/**
 * The public API of server/src/quotas/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Per-user AI quotas.
 */
export { aiQuotas, quotaExceeded, type AiQuotas } from './ai-quotas.js';
