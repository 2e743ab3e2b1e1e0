/*
 * The access policy: who may see and who may do what, per resource (group,
 * meetup, post or comment, member data). Pure functions of facts: a command
 * handler gathers the facts from the aggregates and its decider asks the
 * policy; a query reads the same facts from the read models and asks the same
 * functions. Pages, calendars, search, sockets and the city summary ask too.
 * It lives in the contract because the search index (projections/src) filters
 * by it as well; docs/adr/032-one-access-policy.md says why, and
 * docs/privacy.md lists the surfaces.
 */
import type { GroupKind } from './entry-rules.js';
import type { GroupRole } from './groups.js';

/* ---------- groups ---------- */

/** What the viewer is to one group. */
export interface GroupViewer {
  isMember: boolean;
  /**
   * Holds a valid invite link, or asked to join with one: an invite-only
   * group shows them its listing.
   */
  hasInvite?: boolean;
}

/**
 * How much of a group a viewer sees.
 *
 * - full: everything. Members of any group; anyone, for a public group.
 * - listing: name, city, description, member count and entry rules, nothing
 *   derived from members or their activity. Anyone, for a private group; the
 *   holder of a valid invite link, for an invite-only group.
 * - none: the group does not exist for this viewer (404).
 */
export type GroupView = 'full' | 'listing' | 'none';

export function groupView(group: { kind: GroupKind }, viewer: GroupViewer): GroupView {
  if (viewer.isMember || group.kind === 'public') return 'full';
  if (group.kind === 'private' || viewer.hasInvite) return 'listing';
  return 'none';
}

/** Kinds whose content (meetups, posts, members, activity) anyone may see: groupView's `full`. */
export const OPEN_KINDS: readonly GroupKind[] = ['public'];
/** Kinds listed where people look for groups (search, browse, directory, city hubs, sitemap). */
export const LISTED_KINDS: readonly GroupKind[] = ['public', 'private'];

/** The spec's `isPrivate`: outsiders do not see the group's content (private and invite-only). */
export const isPrivateGroup = (group: { kind: GroupKind }): boolean =>
  !canSeeGroupContent(group, { isMember: false });

/** Whether the group exists for the viewer (its listing at least). */
export const canSeeGroup = (group: { kind: GroupKind }, viewer: GroupViewer): boolean =>
  groupView(group, viewer) !== 'none';

/** Whether the viewer sees the group's content: its members, posts, meetups and activity. */
export const canSeeGroupContent = (group: { kind: GroupKind }, viewer: GroupViewer): boolean =>
  groupView(group, viewer) === 'full';

/**
 * What one does in a group: take part (post, comment, like, see its
 * member-only places), organize (run meetups, settle requests, hide
 * content, manage members) or own (hand it over, change what it is).
 */
export type GroupAction = 'take-part' | 'organize' | 'own';

/** Whether the viewer's role in the group (null: not a member) allows `action`. */
export function canActInGroup(action: GroupAction, role: GroupRole | null | undefined): boolean {
  switch (action) {
    case 'take-part':
      return role !== null && role !== undefined;
    case 'organize':
      return role === 'owner' || role === 'co-organizer';
    case 'own':
      return role === 'owner';
  }
}

/* ---------- meetups ---------- */

/** The facts a meetup's access turns on. */
export interface MeetupFacts {
  organizerId: string;
  /** The meetup's group (null: a meetup of no group, which anyone sees). */
  group: { kind: GroupKind; ownerId?: string } | null;
}

export interface MeetupViewer extends GroupViewer {
  userId: string | null;
  /** The viewer's role in the meetup's group now (null or absent: none). */
  role?: GroupRole | null;
  isAdmin?: boolean;
  /** The meetup's organizer blocked the viewer (moderation). */
  blockedByOrganizer?: boolean;
}

/**
 * Whether the meetup exists for the viewer: a private or invite-only group's
 * meetups are its members' only. `audit`: administrators auditing (the
 * history) see every meetup.
 */
export function canSeeMeetup(
  meetup: Pick<MeetupFacts, 'group'>,
  viewer: GroupViewer & { isAdmin?: boolean },
  { audit = false }: { audit?: boolean } = {},
): boolean {
  if (audit && viewer.isAdmin) return true;
  return meetup.group === null || canSeeGroupContent(meetup.group, viewer);
}

/**
 * - manage: change, cancel or move it, its rules included: its organizer or
 *   the group's owner (administrators audit, they do not act for them).
 * - answer: RSVP going, maybe or on the waitlist: whoever sees it, unless
 *   its organizer blocked them.
 * - decline: say "not going", which takes no place: whoever sees it.
 * - run: its day (check-ins, notes, the lists of who came): its organizer or
 *   the organizers of its group now.
 * - audit: read its history: those who run it, and administrators.
 */
export type MeetupAction = 'manage' | 'answer' | 'decline' | 'run' | 'audit';

export function canActOnMeetup(
  action: MeetupAction,
  meetup: MeetupFacts,
  viewer: MeetupViewer,
): boolean {
  if (viewer.userId === null) return false;
  switch (action) {
    case 'manage':
      return meetup.organizerId === viewer.userId || meetup.group?.ownerId === viewer.userId;
    case 'answer':
      return canSeeMeetup(meetup, viewer) && !viewer.blockedByOrganizer;
    case 'decline':
      return canSeeMeetup(meetup, viewer);
    case 'run':
      return meetup.organizerId === viewer.userId || canActInGroup('organize', viewer.role);
    case 'audit':
      return viewer.isAdmin === true || canActOnMeetup('run', meetup, viewer);
  }
}

/* ---------- posts and comments ---------- */

/** A post or comment as its access sees it. */
export interface ContentFacts {
  authorId: string;
  /** Set once an organizer or administrator hid it. */
  hidden?: unknown;
}

/**
 * Whether `blockerBlocks` (the people one member blocked) holds `userId`.
 * Blocks are read from the blocker's stream by commands and from the blocks
 * read model by queries; both ask this. Nobody blocks themself.
 */
export function isBlocked(blockerBlocks: Iterable<string>, userId: string): boolean {
  for (const blocked of blockerBlocks) if (blocked === userId) return true;
  return false;
}

/**
 * Whether one post or comment of a group the viewer sees the content of is
 * for them: not hidden, and not by a member they blocked.
 */
export function canSeeContent(content: ContentFacts, viewerBlocks: Iterable<string>): boolean {
  return content.hidden === undefined && !isBlocked(viewerBlocks, content.authorId);
}

/** Whether the viewer sees a post or comment: the group's content, and the content itself. */
export const canSeePost = (
  content: ContentFacts,
  group: { kind: GroupKind },
  viewer: GroupViewer & { blocks: Iterable<string> },
): boolean => canSeeGroupContent(group, viewer) && canSeeContent(content, viewer.blocks);

/**
 * - write, comment, like: members only.
 * - unlike: whoever sees the group's content (a former member of a public
 *   group may take back their like). Without the group's facts, members only.
 */
export type PostAction = 'write' | 'comment' | 'like' | 'unlike';

export function canActOnPost(
  action: PostAction,
  viewer: GroupViewer,
  group?: { kind: GroupKind },
): boolean {
  if (viewer.isMember) return true;
  return action === 'unlike' && group !== undefined && canSeeGroupContent(group, viewer);
}

/* ---------- a meetup's discussion ---------- */

/**
 * - write, like: post, reply and like in the thread: whoever sees the meetup
 *   and takes part in its group (its members; anyone signed in, for a meetup
 *   of no group), and its organizer.
 * - unlike: whoever sees the meetup may take back their own like.
 * - moderate, announce: hide messages and post announcements: those who run
 *   the meetup (its organizer, the group's owner and co-organizers).
 * Who reads the thread is who sees the meetup (canSeeMeetup).
 */
export type DiscussionAction = 'write' | 'like' | 'unlike' | 'moderate' | 'announce';

export function canActOnDiscussion(
  action: DiscussionAction,
  meetup: MeetupFacts,
  viewer: MeetupViewer,
): boolean {
  if (viewer.userId === null || !canSeeMeetup(meetup, viewer)) return false;
  switch (action) {
    case 'write':
    case 'like':
      return (
        meetup.group === null ||
        meetup.organizerId === viewer.userId ||
        canActInGroup('take-part', viewer.role ?? (viewer.isMember ? 'member' : null))
      );
    case 'unlike':
      return true;
    case 'moderate':
    case 'announce':
      return canActOnMeetup('run', meetup, viewer);
  }
}

/** Whether two people stay apart in a thread: either of them blocked the other. */
export const blockedEitherWay = (
  a: { userId: string; blocks: Iterable<string> },
  b: { userId: string; blocks: Iterable<string> },
): boolean => isBlocked(a.blocks, b.userId) || isBlocked(b.blocks, a.userId);

/* ---------- album photos ---------- */

/**
 * Whether a meetup is open to anyone (no group, or an open group's): its
 * photos are then served from plain URLs and may be on its share card. A
 * private or invite-only group's photos are served only to those who may see
 * the meetup, checked on every request.
 */
export const isOpenMeetup = (meetup: Pick<MeetupFacts, 'group'>): boolean =>
  canSeeMeetup(meetup, { isMember: false });

export interface AlbumViewer extends MeetupViewer {
  /** Went to the meetup: checked in, or going when it started and not recorded as a no-show. */
  went?: boolean;
}

/** Whether the viewer sees one album photo: the meetup, and the photo is not hidden. */
export const canSeePhoto = (
  photo: { hidden?: unknown },
  meetup: Pick<MeetupFacts, 'group'>,
  viewer: GroupViewer & { isAdmin?: boolean },
): boolean => canSeeMeetup(meetup, viewer) && photo.hidden === undefined;

/**
 * - add: those who went (the meetup having started is the decider's rule).
 * - delete: the photo's uploader, and those who run the meetup.
 * - tag: those who went (the dog's owner tags their own dog whether or not).
 * - choose-cover: those who manage an open meetup (private photos are never on a card).
 * - hide: those who run the meetup, and administrators (settling a report).
 */
export type PhotoAction = 'add' | 'delete' | 'tag' | 'choose-cover' | 'hide';

export function canActOnPhotos(
  action: PhotoAction,
  meetup: MeetupFacts,
  viewer: AlbumViewer,
  photo?: { uploaderId: string },
): boolean {
  if (viewer.userId === null) return false;
  if (action === 'hide' && viewer.isAdmin === true) return true;
  if (!canSeeMeetup(meetup, viewer)) return false;
  switch (action) {
    case 'add':
    case 'tag':
      return viewer.went === true;
    case 'delete':
      return photo?.uploaderId === viewer.userId || canActOnMeetup('run', meetup, viewer);
    case 'choose-cover':
      return isOpenMeetup(meetup) && canActOnMeetup('manage', meetup, viewer);
    case 'hide':
      return canActOnMeetup('run', meetup, viewer);
  }
}

/* ---------- member data ---------- */

/**
 * A member's own record (attendance, check-ins): the member, and the
 * organizers of a group they belong to. What a group shows of its members
 * is the group's content (canSeeGroupContent).
 */
export function canSeeMemberData(
  subjectId: string,
  viewer: { userId: string | null; organizesGroupOfSubject: boolean },
): boolean {
  return viewer.userId !== null && (viewer.userId === subjectId || viewer.organizesGroupOfSubject);
}
