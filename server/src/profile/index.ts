/**
 * The public API of server/src/profile/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). The learner's profile.
 */
export { getProfile, requireProfile } from './service.js';
