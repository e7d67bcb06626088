// What other modules and the composition root may use of notifications (the centre, e-mail, preferences).
export { notificationsSubscriptions, notificationsLiveEvents } from './events.js';
export { mailAccountLink, messageEmailCheckJob, messageEmailHandler, notificationEmailHandler, type AccountEmail } from './emails.js';
export { mailAttempts } from './service.js';
export { notificationsRoutes } from './routes.js';
