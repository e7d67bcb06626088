// What other modules and the composition root may use of notifications (the centre, e-mail, preferences).
export { notificationsSubscriptions, notificationsLiveEvents } from './events.js';
export { accountEmailHandler, messageEmailCheckJob, messageEmailHandler, notificationEmailHandler, sendAccountEmail, type AccountEmail } from './emails.js';
export { notificationsRoutes } from './routes.js';
