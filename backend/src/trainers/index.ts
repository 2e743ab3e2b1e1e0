export { clientAttendance } from './queries/client-attendance.js';
