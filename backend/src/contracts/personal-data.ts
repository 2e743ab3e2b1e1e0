/**
 * Which fields of which events are a member's personal data, and what they
 * read as once that member is forgotten (docs/adr/016-crypto-shredding.md).
 *
 * The event store encrypts exactly these fields with the subject member's key
 * on append and decrypts them on every read, so deciders and projections see
 * plain events. When the key is gone the fields read as their redacted value:
 * the display name "Former member", free text "[removed]", photos and dog
 * details null. Projections fold those values like any other, which is why a
 * replay after a deletion gives the read models the deletion itself left.
 */

/** What a forgotten member is called everywhere (first name; the last name is empty). */
export const FORMER_MEMBER = 'Former member';
/** What free text a forgotten member wrote reads as. */
export const REMOVED_TEXT = '[removed]';

/** The username and email a forgotten member's account reads as: unique, and naming no one. */
export const forgottenUsername = (userId: string) => `former-member-${userId.slice(0, 8)}`;
export const forgottenEmail = (userId: string) => `${userId}@forgotten.invalid`;

/** A profile as the users read model holds it once its member is forgotten. */
export const forgottenProfile = (userId: string) => ({
  username: forgottenUsername(userId),
  email: forgottenEmail(userId),
  firstName: FORMER_MEMBER,
  lastName: '',
  bio: null,
  trainerBio: null,
  profilePicture: null,
  pendingEmail: null,
});

/** One personal field: its dot path in the event's data, and its value once forgotten. */
export interface PersonalField {
  path: string;
  redacted: (subjectId: string) => unknown;
}

/** An event type's personal fields and the data field naming whose they are. */
export interface PersonalDataRule {
  subject: string;
  fields: readonly PersonalField[];
}

const as = (value: unknown) => () => value;
const nulled = (...paths: string[]) => paths.map((path) => ({ path, redacted: as(null) }));
const removedText = (path: string) => ({ path, redacted: as(REMOVED_TEXT) });

const profileName = (prefix: string) => [
  { path: `${prefix}firstName`, redacted: as(FORMER_MEMBER) },
  { path: `${prefix}lastName`, redacted: as('') },
];
const reservation: PersonalDataRule = {
  subject: 'userId',
  fields: [{ path: 'value', redacted: forgottenEmail }],
};
const clientText = (prefix: string) => [
  removedText(`${prefix}name`),
  removedText(`${prefix}dogName`),
  ...nulled(`${prefix}email`, `${prefix}notes`),
];
const dogText = (prefix: string) =>
  nulled(`${prefix}name`, `${prefix}description`, `${prefix}bio`, `${prefix}specialNeeds`);

export const PERSONAL_DATA: Readonly<Record<string, PersonalDataRule>> = {
  UserRegistered: {
    subject: 'userId',
    fields: [
      { path: 'username', redacted: forgottenUsername },
      { path: 'email', redacted: forgottenEmail },
      ...profileName(''),
    ],
  },
  UserProfileUpdated: {
    subject: 'userId',
    fields: [
      ...profileName('changes.'),
      ...nulled('changes.bio', 'changes.trainerBio', 'changes.profilePicture'),
    ],
  },
  EmailVerificationRequested: {
    subject: 'userId',
    fields: [{ path: 'email', redacted: forgottenEmail }],
  },
  EmailVerified: { subject: 'userId', fields: [{ path: 'email', redacted: forgottenEmail }] },
  EmailChanged: {
    subject: 'userId',
    fields: [
      { path: 'previousEmail', redacted: forgottenEmail },
      { path: 'email', redacted: forgottenEmail },
    ],
  },
  EmailReserved: reservation,
  EmailReservationReleased: reservation,
  UsernameReserved: reservation,
  UsernameReservationReleased: reservation,
  DogAdded: { subject: 'ownerId', fields: [...dogText(''), ...nulled('profilePicture')] },
  DogUpdated: { subject: 'ownerId', fields: dogText('changes.') },
  DogPhotoChanged: { subject: 'ownerId', fields: nulled('profilePicture') },
  PostCreated: { subject: 'authorId', fields: [removedText('content'), ...nulled('imageUrl')] },
  CommentAdded: { subject: 'authorId', fields: [removedText('content')] },
  DiscussionPostWritten: { subject: 'authorId', fields: [removedText('text')] },
  DiscussionPostEdited: { subject: 'authorId', fields: [removedText('text')] },
  MeetupAnnouncementPosted: { subject: 'authorId', fields: [removedText('text')] },
  MeetupUpdated: { subject: 'announcedBy', fields: [removedText('announcement')] },
  GroupJoinRequested: { subject: 'userId', fields: nulled('message') },
  AfterMeetupNoteLeft: { subject: 'userId', fields: [removedText('note')] },
  ReportFiled: { subject: 'reporterId', fields: nulled('details') },
  // A trainer's client records are the trainer's to keep: they go with the trainer's key.
  ClientRecordAdded: { subject: 'trainerId', fields: clientText('') },
  ClientRecordChanged: { subject: 'trainerId', fields: clientText('changes.') },
  ClientInvited: {
    subject: 'trainerId',
    fields: [...nulled('email'), { path: 'trainerName', redacted: as(FORMER_MEMBER) }],
  },
};

/** Events after which their member is forgotten, and the data field naming them. */
export const FORGETTING_EVENTS: Readonly<Record<string, string>> = {
  AccountDeleted: 'userId',
  MemberForgotten: 'userId',
};

/**
 * Streams named after a member's email or username (the reservation streams).
 * The event store keeps them under a keyed hash of the name, so the log names
 * no one (docs/adr/026-released-email-reserved-username.md).
 */
export const PERSONAL_STREAM_PREFIXES: readonly string[] = ['email-', 'username-'];
