import { Inject, Injectable } from '@nestjs/common';
import {
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
  type MeetupDocument,
} from '../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName } from '../../accounts/index.js';
import { memberGroupIds, usersById } from '../../groups/index.js';
import { canSeeMeetup } from '../../contracts/access-policy.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import { notFound } from '../../shared/errors.js';
import { toMeetupResponse } from '../meetup.response.js';
import { NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import type { MeetupResponse } from '../../contracts/meetups.js';

/**
 * Reads meetups for any viewer and presents them: visible only where the
 * viewer may see them (a private group's meetups to its members), location
 * trimmed for visitors, with group and organizer names joined in.
 */
@Injectable()
export class MeetupReader {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  /**
   * The meetup if the viewer may see it. `audit`: administrators auditing
   * (the history) see every meetup, private groups' included.
   */
  async find(
    filter: { _id: string } | { slug: string },
    viewer: AuthenticatedUser | null,
    { audit = false }: { audit?: boolean } = {},
  ): Promise<MeetupDocument> {
    const meetup = await this.store.collection(MEETUPS).findOne(filter);
    const visible = meetup && (await this.mayView(meetup, viewer, { audit }));
    if (!visible) throw notFound('MEETUPS.NOT_FOUND', 'Meetup not found');
    return meetup;
  }

  /** Meetups of private and invite-only groups exist only for their members: others get "not found". */
  async mayView(
    meetup: Pick<MeetupDocument, 'groupId'>,
    viewer: AuthenticatedUser | null,
    { audit = false }: { audit?: boolean } = {},
  ): Promise<boolean> {
    const group = meetup.groupId
      ? await this.store.collection(GROUPS).findOne({ _id: meetup.groupId })
      : null;
    // A public group's meetups need no membership read.
    const isMember =
      group !== null &&
      viewer !== null &&
      !canSeeMeetup({ group }, { isMember: false }) &&
      (await this.store.collection(GROUP_MEMBERS).findOne({ _id: `${group._id}:${viewer.id}` })) !==
        null;
    return canSeeMeetup({ group }, { isMember, isAdmin: viewer?.isAdmin }, { audit });
  }

  /**
   * Of `meetups`, those the viewer may see now, in order: one read of the
   * groups and the viewer's memberships, however many meetups.
   */
  async visibleTo(
    meetups: MeetupDocument[],
    viewer: AuthenticatedUser | null,
  ): Promise<MeetupDocument[]> {
    const groupIds = [
      ...new Set(meetups.flatMap((meetup) => (meetup.groupId ? [meetup.groupId] : []))),
    ];
    if (groupIds.length === 0) return meetups;
    const visible = await this.groupsShowingMeetups(groupIds, viewer);
    return meetups.filter((meetup) => !meetup.groupId || visible.has(meetup.groupId));
  }

  /**
   * Of `groupIds`, the groups whose meetups the viewer may see: read before a
   * list is paged, so that a page is cut from visible meetups only.
   */
  async groupsShowingMeetups(
    groupIds: readonly string[],
    viewer: AuthenticatedUser | null,
  ): Promise<Set<string>> {
    if (groupIds.length === 0) return new Set();
    const [groups, mine] = await Promise.all([
      this.store
        .collection(GROUPS)
        .find({ _id: { $in: [...groupIds] } }, { projection: { kind: 1 } }),
      memberGroupIds(this.store, viewer?.id ?? null),
    ]);
    const hidden = new Set(
      groups
        .filter((group) => !canSeeMeetup({ group }, { isMember: mine.has(group._id) }))
        .map((group) => group._id),
    );
    // As canSeeMeetup reads a meetup without a group: one whose group is not known shows.
    return new Set(groupIds.filter((groupId) => !hidden.has(groupId)));
  }

  async present(
    meetups: MeetupDocument[],
    viewer: AuthenticatedUser | null,
    now = new Date(),
  ): Promise<MeetupResponse[]> {
    const groupIds = [
      ...new Set(meetups.flatMap((meetup) => (meetup.groupId ? [meetup.groupId] : []))),
    ];
    const [groups, organizers] = await Promise.all([
      groupIds.length > 0
        ? this.store
            .collection(GROUPS)
            .find({ _id: { $in: groupIds } }, { projection: { name: 1, rules: 1 } })
        : Promise.resolve([]),
      usersById(
        this.store,
        meetups.map((meetup) => meetup.organizerId),
      ),
    ]);
    const groupsById = new Map(groups.map((group) => [group._id, group]));
    return meetups.map((meetup) => {
      const organizer = organizers.get(meetup.organizerId);
      const group = meetup.groupId ? groupsById.get(meetup.groupId) : undefined;
      return toMeetupResponse(meetup, {
        signedIn: viewer !== null,
        groupName: group?.name ?? null,
        groupRules: group?.rules ?? NO_ENTRY_RULES,
        organizer: organizer ? displayName(organizer) : 'PackMeet',
        organizerTrainer: organizer?.isTrainer ? organizer.username : null,
        now,
      });
    });
  }
}
