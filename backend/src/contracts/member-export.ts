/**
 * GET /api/users/me/export: everything PackMeet holds about the caller, as
 * one JSON file. Read-model documents appear as stored, without the
 * projections' bookkeeping fields (`_position`).
 */
import type { Notification, NotificationPreferencesDocument } from './notifications.js';
import type {
  AttendanceRecordDocument,
  CommentDocument,
  DogDocument,
  GroupHistoryDocument,
  GroupJoinRequestDocument,
  GroupMemberDocument,
  MeetupHistoryDocument,
  MeetupNoteDocument,
  PostDocument,
  RsvpDocument,
  UserDocument,
} from './read-models.js';

/** One event of the member's own streams (account and dogs), as the log holds it for them. */
export interface ExportedEvent {
  type: string;
  stream: string;
  occurredAt: string;
  data: unknown;
}

export interface MemberExport {
  exportedAt: string;
  profile: UserDocument | null;
  dogs: DogDocument[];
  memberships: (GroupMemberDocument & { groupName: string | null })[];
  joinRequests: GroupJoinRequestDocument[];
  rsvps: (RsvpDocument & { meetupTitle: string | null; startsAt: string | null })[];
  /** Everything they did on meetups (answers, changes, check-ins), oldest first. */
  meetupHistory: MeetupHistoryDocument[];
  /** Everything they did in groups, oldest first. */
  groupHistory: GroupHistoryDocument[];
  attendance: AttendanceRecordDocument[];
  notesForOrganizers: MeetupNoteDocument[];
  posts: PostDocument[];
  comments: CommentDocument[];
  /** Without `actorName`: whoever caused one appears by `actorId` only. */
  notifications: Omit<Notification, 'actorName'>[];
  notificationPreferences: NotificationPreferencesDocument | null;
  /** Their account's and dogs' history from the event log (password hashes left out). */
  accountHistory: ExportedEvent[];
}
