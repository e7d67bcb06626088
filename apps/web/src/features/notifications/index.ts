// What the shell uses of notifications: the bell of the site header and the dashboard bars. The
// pages (/notifications, /settings/notifications, /unsubscribe) load through the router.
export { NotificationBell } from './components/notification-bell';
