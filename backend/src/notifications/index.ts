export { LiveNotifications } from './live-notifications.js';
export { NotificationsModule } from './notifications.module.js';
