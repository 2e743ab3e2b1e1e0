import type { SizeClass } from '@packmeet/backend/contracts/dogs';
import { kindOf } from '@packmeet/backend/contracts/entry-rules';
import { UNKNOWN_ACTIVITY_PROFILE } from '@packmeet/backend/contracts/activities';
import type { CollectionName, Document } from '@packmeet/backend/contracts/read-models';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '@packmeet/backend/contracts/search';
import { placeTimeZone, zoneAfterChange } from '@packmeet/backend/contracts/time-zones';
import {
  defineProjection,
  remove,
  update,
  updateAll,
  upsert,
  type DocumentChange,
  type ProjectionView,
} from '../projection.js';
import {
  GROUP_SORT_AT,
  countSizes,
  groupRulesKept,
  groupEntryId,
  localFacts,
  meetupEntry,
  meetupEntryId,
  placeFields,
  searchText,
  trainerEntry,
  trainerEntryId,
  type SearchPersonDocument,
} from './search-entry.js';

/**
 * One person's answer that takes or may take a place (going, or waitlisted:
 * a promotion counts its dogs), as far as places go. `_id` is
 * `<meetupId>:<userId>`. Answers that take no place are not kept: nothing
 * counts them, and their next answer brings its own dogs.
 */
interface SearchAnswerDocument extends Document {
  going: boolean;
  /** The size classes of its dogs that have one, in any order (absent: none). */
  sizes?: SizeClass[];
}
const SEARCH_ANSWERS = 'search_answers' as CollectionName<SearchAnswerDocument>;
const SEARCH_PEOPLE = 'search_people' as CollectionName<SearchPersonDocument>;

/**
 * The member's document, and their trainer document while they can be listed
 * (taken away only from someone who was listed: most members never are).
 */
function personChanges(
  person: SearchPersonDocument,
  before: SearchPersonDocument | null,
): DocumentChange[] {
  const { _id, ...fields } = person;
  const changes = [upsert(SEARCH_PEOPLE, _id, { $set: fields })];
  const listed = trainerEntry(person);
  if (listed) {
    const { _id: entryId, ...entryFields } = listed;
    changes.push(upsert(SEARCH_ENTRIES, entryId, { $set: entryFields }));
  } else if (before && trainerEntry(before)) {
    changes.push(remove(SEARCH_ENTRIES, { _id: trainerEntryId(_id) }));
  }
  return changes;
}

/** A member who leaves a group no longer runs it (co-organizers may leave). */
const leaves = (groupId: string, userId: string) =>
  update(
    SEARCH_ENTRIES,
    { _id: groupEntryId(groupId) },
    { $inc: { memberCount: -1 }, $pull: { organizers: userId } },
  );

const entry = (view: ProjectionView, id: string) =>
  view.findOne<SearchEntryDocument>(SEARCH_ENTRIES, { _id: id });

const groupMeetups = (groupId: string) => ({ groupId, type: 'meetup' });

/**
 * Moves one answer to going or not (`next` null: no answer): the places the
 * meetup's document counts as taken, and by which sizes of dog.
 */
async function answerChange(
  view: ProjectionView,
  meetupId: string,
  userId: string,
  next: { going: boolean; waiting?: boolean; dogSizes?: Record<string, SizeClass> } | null,
): Promise<DocumentChange[]> {
  const meetup = await entry(view, meetupEntryId(meetupId));
  if (!meetup?.meetup) return [];
  const answerId = `${meetupId}:${userId}`;
  const previous = await view.findOne<SearchAnswerDocument>(SEARCH_ANSWERS, { _id: answerId });
  let { going, sizesGoing } = meetup.meetup;
  if (previous?.going) {
    going -= 1;
    sizesGoing = countSizes(sizesGoing, previous.sizes, -1);
  }
  // Why a list, not the event's record by dog id: each set of dog ids as keys was its own
  // hidden class in V8, and only how many of each size go is ever read.
  const sizes = next?.dogSizes ? Object.values(next.dogSizes) : (previous?.sizes ?? []);
  if (next?.going) {
    going += 1;
    sizesGoing = countSizes(sizesGoing, sizes, 1);
  }
  const kept = next && (next.going || next.waiting);
  return [
    // Why the whole `meetup` field: a top-level $set copies the fields it names; a
    // dotted path makes the memory store copy the whole document, once per answer.
    update(
      SEARCH_ENTRIES,
      { _id: meetup._id },
      { $set: { meetup: { ...meetup.meetup, going, sizesGoing } } },
    ),
    kept
      ? upsert(
          SEARCH_ANSWERS,
          answerId,
          sizes.length > 0
            ? { $set: { going: next.going, sizes } }
            : { $set: { going: next.going }, $unset: { sizes: '' } },
        )
      : remove(SEARCH_ANSWERS, { _id: answerId }),
  ];
}

/**
 * The search read model: one document per meetup (until it is cancelled) and
 * per group, indexed by place and date, with what every filter reads.
 * docs/adr/018-search-read-model.md.
 */
export const searchProjection = defineProjection({
  name: 'search',
  // 4: answers that take no place are not kept; an answer keeps its dogs' sizes as a list;
  // entries of groups without rules keep null, not a copy of the empty rules.
  version: 4,
  collections: [SEARCH_ENTRIES, SEARCH_ANSWERS, SEARCH_PEOPLE],
  /*
   * Declared here, not created by the search on first use, so that every
   * fold creates them on the collections it writes: a blue/green replay's
   * scratch collections too, which then replace the live ones.
   */
  indexes: [
    { collection: SEARCH_ENTRIES, spec: { keys: { groupId: 1 } } },
    { collection: SEARCH_ENTRIES, spec: { keys: { sortAt: 1 } } },
    // MongoDB's search narrows to the radius on these (mongo.search-index.ts).
    { collection: SEARCH_ENTRIES, spec: { keys: { location: '2dsphere' } } },
    { collection: SEARCH_ENTRIES, spec: { keys: { area: '2dsphere' } } },
    // The trainers' runs (runsOf).
    { collection: SEARCH_ENTRIES, spec: { keys: { organizers: 1 } } },
  ],
  handlers: {
    UserRegistered: ({ data }) => {
      const { userId, username, firstName, lastName, city, state, isTrainer } = data;
      const place = { latitude: data.latitude ?? null, longitude: data.longitude ?? null };
      const person = { username, firstName, lastName, city, state, ...place, isTrainer };
      return personChanges({ _id: userId, ...person, trainerBio: null }, null);
    },
    UserProfileUpdated: async ({ data }, view) => {
      const { firstName, lastName, city, state, latitude, longitude, isTrainer, trainerBio } =
        data.changes;
      const changed = {
        firstName,
        lastName,
        city,
        state,
        latitude,
        longitude,
        isTrainer,
        trainerBio,
      };
      const defined = Object.entries(changed).filter(([, value]) => value !== undefined);
      // A new photo or bio changes nothing the search keeps: no need to read the person (a read
      // stores the projection's queued writes first, so while catching up it ends a batch).
      if (defined.length === 0) return [];
      const person = await view.findOne<SearchPersonDocument>(SEARCH_PEOPLE, { _id: data.userId });
      if (!person) return [];
      return personChanges({ ...person, ...Object.fromEntries(defined) }, person);
    },
    AccountDeleted: ({ data }) => [
      remove(SEARCH_PEOPLE, { _id: data.userId }),
      remove(SEARCH_ENTRIES, { _id: trainerEntryId(data.userId) }),
    ],
    MemberForgotten: ({ data }) => [
      remove(SEARCH_PEOPLE, { _id: data.userId }),
      remove(SEARCH_ENTRIES, { _id: trainerEntryId(data.userId) }),
    ],

    GroupCreated: ({ data }) => {
      const kind = kindOf(data);
      const profile = UNKNOWN_ACTIVITY_PROFILE;
      return [
        upsert(SEARCH_ENTRIES, groupEntryId(data.groupId), {
          $set: {
            type: 'group',
            id: data.groupId,
            groupId: data.groupId,
            groupName: data.name,
            groupKind: kind,
            title: data.name,
            description: data.description,
            text: searchText(data.name, data.description),
            city: data.city,
            state: data.state,
            ...placeFields(data.latitude, data.longitude),
            activities: data.activities ?? profile.activities,
            level: data.level ?? profile.level,
            groupRules: groupRulesKept(data.rules),
            rules: null,
            sortAt: GROUP_SORT_AT,
            meetup: null,
            memberCount: 1,
            organizers: [data.creatorId],
          },
        }),
      ];
    },
    GroupDetailsChanged: async ({ data }, view) => {
      const group = await entry(view, groupEntryId(data.groupId));
      if (!group || (data.changes.name === undefined && data.changes.description === undefined))
        return [];
      const title = data.changes.name ?? group.title;
      const description = data.changes.description ?? group.description;
      return [
        update(
          SEARCH_ENTRIES,
          { _id: group._id },
          { $set: { title, description, text: searchText(title, description), groupName: title } },
        ),
        updateAll(SEARCH_ENTRIES, groupMeetups(data.groupId), { $set: { groupName: title } }),
      ];
    },
    GroupKindChanged: ({ data }) => [
      updateAll(SEARCH_ENTRIES, { groupId: data.groupId }, { $set: { groupKind: data.kind } }),
    ],
    GroupRulesChanged: ({ data }) => [
      updateAll(
        SEARCH_ENTRIES,
        { groupId: data.groupId },
        { $set: { groupRules: groupRulesKept(data.rules) } },
      ),
    ],
    GroupActivitiesChanged: ({ data }) => {
      const profile = { activities: data.activities, level: data.level };
      return [
        update(SEARCH_ENTRIES, { _id: groupEntryId(data.groupId) }, { $set: profile }),
        // Meetups that set their own keep them; the others follow their group.
        updateAll(
          SEARCH_ENTRIES,
          { ...groupMeetups(data.groupId), 'meetup.ownActivities': false },
          { $set: profile },
        ),
      ];
    },
    GroupJoined: ({ data }) => [
      update(SEARCH_ENTRIES, { _id: groupEntryId(data.groupId) }, { $inc: { memberCount: 1 } }),
    ],
    GroupLeft: ({ data }) => [leaves(data.groupId, data.userId)],
    GroupMemberRemoved: ({ data }) => [leaves(data.groupId, data.userId)],
    CoOrganizerAppointed: ({ data }) => [
      update(
        SEARCH_ENTRIES,
        { _id: groupEntryId(data.groupId) },
        { $addToSet: { organizers: data.userId } },
      ),
    ],
    CoOrganizerDismissed: ({ data }) => [
      update(
        SEARCH_ENTRIES,
        { _id: groupEntryId(data.groupId) },
        { $pull: { organizers: data.userId } },
      ),
    ],
    // The former owner stays a co-organizer; the new one was one already.
    GroupOwnershipTransferred: ({ data }) => [
      update(
        SEARCH_ENTRIES,
        { _id: groupEntryId(data.groupId) },
        { $addToSet: { organizers: data.toUserId } },
      ),
    ],

    MeetupScheduled: async ({ data }, view) => {
      const group = data.groupId ? await entry(view, groupEntryId(data.groupId)) : null;
      const timeZone = data.timeZone ?? placeTimeZone(data);
      const { _id, ...fields } = meetupEntry({ ...data, timeZone }, group);
      return [upsert(SEARCH_ENTRIES, _id, { $set: fields })];
    },
    MeetupUpdated: async ({ data }, view) => {
      const current = await entry(view, meetupEntryId(data.meetupId));
      if (!current?.meetup) return [];
      const changes = data.changes;
      const before = current.meetup;
      const latitude = changes.latitude === undefined ? before.latitude : changes.latitude;
      const longitude = changes.longitude === undefined ? before.longitude : changes.longitude;
      const timeZone = zoneAfterChange(before, changes);
      const startsAt = changes.startsAt ?? before.startsAt;
      const title = changes.title ?? current.title;
      const description = changes.description ?? current.description;
      const group = current.groupId ? await entry(view, groupEntryId(current.groupId)) : null;
      const place =
        placeFields(latitude, longitude) ??
        (group?.location && group.area ? { location: group.location, area: group.area } : null);
      const ownActivities =
        before.ownActivities || changes.activities !== undefined || changes.level !== undefined;
      return [
        update(
          SEARCH_ENTRIES,
          { _id: current._id },
          {
            $set: {
              title,
              description,
              text: searchText(title, description),
              ...place,
              ...(changes.activities ? { activities: changes.activities } : {}),
              ...(changes.level ? { level: changes.level } : {}),
              ...(changes.rules !== undefined ? { rules: changes.rules } : {}),
              sortAt: startsAt,
              meetup: {
                ...before,
                address: changes.location ?? before.address,
                locationDisplay:
                  changes.locationDisplay === undefined
                    ? before.locationDisplay
                    : changes.locationDisplay,
                latitude,
                longitude,
                parkType: changes.parkType ?? before.parkType,
                calm: changes.calm ?? before.calm,
                startsAt,
                endsAt: changes.endsAt ?? before.endsAt,
                timeZone,
                ...localFacts(startsAt, timeZone),
                maxAttendees:
                  changes.maxAttendees === undefined ? before.maxAttendees : changes.maxAttendees,
                unregistered: changes.unregisteredAttendees ?? before.unregistered,
                sizeLimits:
                  changes.sizeLimits === undefined ? before.sizeLimits : changes.sizeLimits,
                ownActivities,
              },
            },
          },
        ),
      ];
    },
    MeetupCancelled: ({ data }) => [remove(SEARCH_ENTRIES, { _id: meetupEntryId(data.meetupId) })],

    RsvpSet: ({ data }, view) =>
      answerChange(view, data.meetupId, data.userId, {
        going: data.status === 'going',
        dogSizes: data.dogSizes ?? {},
      }),
    RsvpWaitlisted: ({ data }, view) =>
      answerChange(view, data.meetupId, data.userId, {
        going: false,
        waiting: true,
        dogSizes: data.dogSizes ?? {},
      }),
    // Only answers that take or may take a place are kept; another's dogs count nowhere.
    RsvpDogsChanged: async ({ data }, view) => {
      const current = await view.findOne<SearchAnswerDocument>(SEARCH_ANSWERS, {
        _id: `${data.meetupId}:${data.userId}`,
      });
      if (!current) return [];
      return answerChange(view, data.meetupId, data.userId, {
        going: current.going,
        waiting: !current.going,
        dogSizes: data.dogSizes ?? {},
      });
    },
    WaitlistPromoted: ({ data }, view) =>
      answerChange(view, data.meetupId, data.userId, { going: true }),
    RsvpCleared: ({ data }, view) => answerChange(view, data.meetupId, data.userId, null),
  },
});
