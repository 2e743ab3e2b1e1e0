/** Public surface of the notifications feature for the app layer. */
export { NotificationBell } from './components/notification-bell';
export { NotificationSettings } from './components/notification-settings';
export { EmailOutbox } from './components/email-outbox';
