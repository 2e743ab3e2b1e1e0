/** Public surface of the meetups feature for the app layer. */
export { AttendanceRecordCard } from './components/day/attendance-record-card';
export { EventScreen } from './components/event/event-screen';
export { EventView, type EventContext } from './components/event/event-view';
export { GroupMeetupsCard } from './components/group-meetups-card';
export { ScheduleMeetupButton } from './components/schedule-meetup-button';
export { GroupSeriesCard } from './components/series/group-series-card';
export { UpcomingMeetupsPreview } from './components/upcoming-meetups-preview';
export { prefetchMeetup } from './api/meetups-api';
export type { MeetupRef } from './types';
