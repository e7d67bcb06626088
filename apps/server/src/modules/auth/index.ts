// What other modules and the composition root may use of the auth module.
export { authSubscriptions, configureAuthLinks } from './events.js';
export { findSessionUser, liveSessionHashes, sessionsCleanupJob } from './service.js';
export { revokeAccountLinks } from './email-links.js';
export { linkEmailHandler } from './link-mail.js';
export { signIn } from './session-cookie.js';
