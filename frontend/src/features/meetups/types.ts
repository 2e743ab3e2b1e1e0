/** A meetup as listed by GET /api/meetups/upcoming. */
export interface Meetup {
  id: string;
  title: string;
  slug?: string;
  description?: string | null;
  location?: string;
  locationDisplay?: string | null;
  parkType?: string | null;
  /** ISO date-time of the start. */
  date: string;
  endTime?: string | null;
  maxAttendees?: number | null;
  currentAttendees?: number;
  groupId?: string | null;
  groupName?: string | null;
}
