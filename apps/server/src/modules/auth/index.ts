// What other modules and the composition root may use of the auth module.
export { findSessionUser, liveSessionHashes, sessionsCleanupJob } from './service.js';
