/** A trainer's clients' attendance, shown on a meetup's attendee list. */
export { clientAttendance } from './queries/client-attendance.js';
