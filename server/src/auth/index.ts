/**
 * The public API of server/src/auth/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Who is asking (`currentUser`), and what account deletion re-checks.
 */
export { verifyPassword } from './passwords.js';
export { currentUser } from './require-user.js';
export { findUser, useReauthenticationCode } from './service.js';
export { forgetSessionsOf } from './session-cache.js';
