/** Public surface of the meetups feature for the app layer. */
export { GroupMeetupsCard } from './components/group-meetups-card';
export { ScheduleMeetupButton } from './components/schedule-meetup-button';
export { UpcomingMeetupsPreview } from './components/upcoming-meetups-preview';
export type { OwnDog } from './types';
