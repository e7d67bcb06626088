// What other modules and the composition root may use of the fx module (the rupee rate).
export { fxRoutes } from './routes.js';
export { currentRate } from './service.js';
