/** The Nest module, and the live push of a person's notifications (used by the live gateway). */
export { NotificationsModule } from './notifications.module.js';
export { LiveNotifications } from './live-notifications.js';
/** A person's inbox stream, whose preference events other modules' handlers read as of a moment. */
export { inboxStream } from './domain/notification-inbox.decider.js';
