// What other modules and the composition root may use of the task pools.
export { taskPoolsRoutes } from './routes.js';
export { mayReadPoolFile } from './policy.js';
export { claimsCheckJob } from './claims.js';
export { autoAcceptJob } from './review.js';
export { poolTitles } from './titles.js';
