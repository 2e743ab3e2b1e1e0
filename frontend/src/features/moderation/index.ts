/** Public surface of the moderation feature for the app layer and other features. */
export { ReportButton } from './components/report-button';
export { HideContentButton } from './components/hide-content-button';
export { ModerationQueue } from './components/moderation-queue';
export { BlockedMembers } from './components/blocked-members';
export { SuspendedMembers } from './components/suspended-members';
