import { canSeeGroupContent } from '../../../contracts/access-policy.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  CommentDocument,
  DogDocument,
  GroupDocument,
  GroupMemberDocument,
  MeetupDocument,
  PostDocument,
  RsvpDocument,
  UserDocument,
} from '../../../contracts/read-models.js';
import { displayName } from '../../../accounts/index.js';
import type { CityDemandDocument } from '../../../contracts/demand.js';
import { cityDemand } from './city-demand.js';
import type { CityMeetup, CitySummary, GroupSummary } from '../../../contracts/locations.js';
import { UNKNOWN_ACTIVITY_PROFILE } from '../../../contracts/activities.js';

/** Spec section 9: used only where a group truly has no data for a figure. */
export const CITY_DEFAULTS = {
  averageAttendance: 12,
  attendanceRate: 78,
  nextMeetupDate: 'This weekend',
  meetingFrequency: 'Weekly meetups',
} as const;

const DAY = 86_400_000;

export interface CityData {
  city: string;
  state: string;
  groups: GroupDocument[];
  members: GroupMemberDocument[];
  dogs: DogDocument[];
  meetups: MeetupDocument[];
  rsvps: RsvpDocument[];
  posts: PostDocument[];
  comments: CommentDocument[];
  people: Map<string, UserDocument>;
  /** The city's demand lines, every month's (absent: none). */
  demand?: CityDemandDocument[];
}

/** Breeds ranked by how many dogs have them; "Mixed Breed" counts, "Other" and blanks do not. */
export function rankBreeds(dogs: DogDocument[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const dog of dogs) {
    const breed = dog.breed?.trim();
    if (breed && breed !== 'Other') counts.set(breed, (counts.get(breed) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([breed]) => breed);
}

/** The median gap between meetups, read as people say it. */
export function meetingFrequency(startTimes: number[]): string {
  if (startTimes.length < 2) return CITY_DEFAULTS.meetingFrequency;
  const sorted = [...startTimes].sort((a, b) => a - b);
  const gaps = sorted
    .slice(1)
    .map((time, index) => (time - sorted[index]!) / DAY)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  if (median <= 4) return 'Several meetups a week';
  if (median <= 9) return 'Weekly meetups';
  if (median <= 18) return 'Every other week';
  if (median <= 40) return 'Monthly meetups';
  return 'Occasional meetups';
}

export function timeAgo(at: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} day${days === 1 ? '' : 's'} ago`;
  const months = Math.round(days / 30);
  return `${months} month${months === 1 ? '' : 's'} ago`;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

interface GroupDocuments {
  members: GroupMemberDocument[];
  /** The members' dogs. */
  dogs: DogDocument[];
  /** Its meetups that are not cancelled. */
  meetups: MeetupDocument[];
  posts: PostDocument[];
  comments: CommentDocument[];
  /** The RSVPs to those meetups. */
  rsvps: RsvpDocument[];
}

/** Each group's documents, in the order the city's lists hold them, sorted out in one pass over each list. */
function bucketsByGroup(data: CityData): (groupId: string) => GroupDocuments {
  const buckets = new Map<string, GroupDocuments>();
  const bucket = (groupId: string) => {
    let found = buckets.get(groupId);
    if (!found) {
      found = { members: [], dogs: [], meetups: [], posts: [], comments: [], rsvps: [] };
      buckets.set(groupId, found);
    }
    return found;
  };
  const groupsOf = new Map<string, string[]>();
  for (const member of data.members) {
    bucket(member.groupId).members.push(member);
    const groups = groupsOf.get(member.userId) ?? [];
    if (!groups.includes(member.groupId)) groups.push(member.groupId);
    groupsOf.set(member.userId, groups);
  }
  for (const dog of data.dogs)
    for (const groupId of groupsOf.get(dog.ownerId) ?? []) bucket(groupId).dogs.push(dog);
  const groupOfMeetup = new Map<string, string>();
  for (const meetup of data.meetups) {
    if (meetup.status !== 'scheduled' || meetup.groupId === null) continue;
    bucket(meetup.groupId).meetups.push(meetup);
    groupOfMeetup.set(meetup._id, meetup.groupId);
  }
  for (const post of data.posts) bucket(post.groupId).posts.push(post);
  for (const comment of data.comments) bucket(comment.groupId).comments.push(comment);
  for (const rsvp of data.rsvps) {
    const groupId = groupOfMeetup.get(rsvp.meetupId);
    if (groupId !== undefined) bucket(groupId).rsvps.push(rsvp);
  }
  return bucket;
}

/** What every group's figures are computed with. */
interface CityContext {
  now: Date;
  monthStart: number;
  name: (userId: string) => string;
  byGroup: (groupId: string) => GroupDocuments;
}

function cityContext(data: CityData, now: Date): CityContext {
  const name = (userId: string) => {
    const person = data.people.get(userId);
    return person ? displayName(person) : 'A member';
  };
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  // Why sorted into groups first: filtering every document once per group made a city of 666 groups take a second.
  return { now, monthStart, name, byGroup: bucketsByGroup(data) };
}

/**
 * Every figure of a city page from the read models, at `now` (docs/discovery.md
 * defines each one). Pure: the query gathers the documents, this computes.
 */
export function summarizeCity(data: CityData, now: Date): CitySummary {
  const context = cityContext(data, now);
  return assembleCity(
    data,
    now,
    data.groups.map((group) => summarizeGroup(group, context)),
  );
}

/** How long a slice of the computation may hold the event loop. */
const SLICE_MS = 4;

/**
 * summarizeCity, a few groups at a time: the busiest city's summary takes
 * tens of milliseconds of CPU, which in one piece held every other request
 * up (the city bench's stall). Same figures.
 */
export async function summarizeCityInSlices(data: CityData, now: Date): Promise<CitySummary> {
  const context = cityContext(data, now);
  const groups: GroupSummary[] = [];
  let sliceStart = performance.now();
  for (const group of data.groups) {
    groups.push(summarizeGroup(group, context));
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await nextTurn();
    sliceStart = performance.now();
  }
  return assembleCity(data, now, groups);
}

function summarizeGroup(group: GroupDocument, context: CityContext): GroupSummary {
  const { now, monthStart, name, byGroup } = context;
  // A city page is the same for everyone: what a visitor sees of each group.
  if (!canSeeGroupContent(group, { isMember: false })) return listingOf(group);
  const { members, dogs, meetups, posts, comments, rsvps } = byGroup(group._id);
  const memberIds = new Set(members.map((member) => member.userId));
  const upcoming = meetups
    .filter((meetup) => Date.parse(meetup.startsAt) > now.getTime())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = meetups.filter((meetup) => Date.parse(meetup.startsAt) <= now.getTime());

  const attendances = past.map((meetup) => meetup.attendance.going + meetup.unregisteredAttendees);
  const answered = past
    .map((meetup) => {
      const { going, maybe, notGoing, waitlisted } = meetup.attendance;
      return { going, total: going + maybe + notGoing + waitlisted };
    })
    .filter((meetup) => meetup.total > 0);
  const recentlyActive = new Set(
    [
      ...rsvps
        .filter((rsvp) => now.getTime() - Date.parse(rsvp.updatedAt) <= 90 * DAY)
        .map((rsvp) => rsvp.userId),
      ...posts
        .filter((post) => now.getTime() - Date.parse(post.createdAt) <= 90 * DAY)
        .map((post) => post.authorId),
      ...comments
        .filter((comment) => now.getTime() - Date.parse(comment.createdAt) <= 90 * DAY)
        .map((comment) => comment.authorId),
    ].filter((userId) => memberIds.has(userId)),
  );
  const lastTwoMonths = meetups.filter(
    (meetup) => Math.abs(now.getTime() - Date.parse(meetup.startsAt)) <= 60 * DAY,
  ).length;
  const ageDays = (now.getTime() - Date.parse(group.createdAt)) / DAY;
  const averageAttendance = attendances.length
    ? Math.round(attendances.reduce((sum, value) => sum + value, 0) / attendances.length)
    : CITY_DEFAULTS.averageAttendance;

  const titles = new Map(meetups.map((meetup) => [meetup._id, meetup.title]));
  const activity = [
    ...members
      .filter((member) => member.role !== 'owner')
      .map((member) => ({
        userId: member.userId,
        action: 'joined the group',
        at: member.joinedAt,
      })),
    ...posts.map((post) => ({
      userId: post.authorId,
      action: 'posted in the group',
      at: post.createdAt,
    })),
    ...meetups.map((meetup) => ({
      userId: meetup.organizerId,
      action: `scheduled "${meetup.title}"`,
      at: meetup.createdAt,
    })),
    ...rsvps
      .filter((rsvp) => rsvp.status === 'going')
      .map((rsvp) => ({
        userId: rsvp.userId,
        action: `is going to "${titles.get(rsvp.meetupId) ?? 'a meetup'}"`,
        at: rsvp.updatedAt,
      })),
  ]
    .filter((item) => Date.parse(item.at) <= now.getTime())
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 5);

  return {
    group: { id: group._id, name: group.name, description: group.description },
    view: 'full',
    kind: group.kind,
    rules: group.rules,
    activities: group.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
    level: group.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
    isVerified:
      group.memberCount >= 5 &&
      past.length >= 3 &&
      attendances.length > 0 &&
      averageAttendance >= 3,
    activityLevel:
      lastTwoMonths >= 4
        ? 'Very Active'
        : lastTwoMonths >= 2
          ? 'Active'
          : lastTwoMonths >= 1
            ? 'Growing'
            : ageDays < 30
              ? 'New'
              : 'Quiet',
    meetingFrequency: meetingFrequency(meetups.map((meetup) => Date.parse(meetup.startsAt))),
    memberCount: group.memberCount,
    newMembersThisMonth: members.filter(
      (member) => member.role !== 'owner' && Date.parse(member.joinedAt) >= monthStart,
    ).length,
    upcomingMeetups: upcoming.length,
    nextMeetupDate: upcoming[0]?.startsAt ?? CITY_DEFAULTS.nextMeetupDate,
    nextMeetupTimeZone: upcoming[0]?.timeZone ?? null,
    totalMeetups: meetups.length,
    foundedYear: new Date(group.createdAt).getUTCFullYear(),
    averageAttendance,
    popularBreeds: rankBreeds(dogs, 3),
    engagementRate: percent(recentlyActive.size, Math.max(1, group.memberCount)),
    attendanceRate: answered.length
      ? Math.round(
          answered.reduce((sum, meetup) => sum + (meetup.going / meetup.total) * 100, 0) /
            answered.length,
        )
      : CITY_DEFAULTS.attendanceRate,
    recentActivity: activity.map((item) => ({
      userName: name(item.userId),
      action: item.action,
      timeAgo: timeAgo(item.at, now),
    })),
  };
}

/** The city's own figures around its groups' summaries. */
function assembleCity(data: CityData, now: Date, groups: GroupSummary[]): CitySummary {
  // data holds only public groups' members, dogs and meetups (city-data.ts): private groups add nothing here.
  const allMembers = new Set(data.members.map((member) => member.userId));
  const cityDogs = data.dogs.filter((dog) => allMembers.has(dog.ownerId));
  return {
    city: data.city,
    state: data.state,
    totalGroups: data.groups.length,
    totalMembers: allMembers.size,
    totalMeetups: data.meetups.filter((meetup) => meetup.status === 'scheduled').length,
    totalDogs: cityDogs.length,
    popularBreeds: rankBreeds(cityDogs, 5),
    groups: groups.sort(
      (a, b) => b.memberCount - a.memberCount || a.group.name.localeCompare(b.group.name),
    ),
    nextMeetups: nextMeetups(data, now),
    demand: cityDemand(data.demand ?? [], data.groups, now),
  };
}

/** How many upcoming meetups the city page lists near its top. */
export const CITY_NEXT_MEETUPS = 5;

function nextMeetups(data: CityData, now: Date): CityMeetup[] {
  const groupNames = new Map(data.groups.map((group) => [group._id, group.name]));
  return data.meetups
    .filter(
      (meetup) =>
        meetup.status === 'scheduled' &&
        meetup.groupId !== null &&
        Date.parse(meetup.startsAt) > now.getTime(),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, CITY_NEXT_MEETUPS)
    .map((meetup) => ({
      id: meetup._id,
      slug: meetup.slug,
      title: meetup.title,
      date: meetup.startsAt,
      timeZone: meetup.timeZone,
      groupId: meetup.groupId!,
      groupName: groupNames.get(meetup.groupId!) ?? '',
      activities: meetup.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
      level: meetup.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
    }));
}

/** A private group as the city page lists it: the listing fields, no figure drawn from its members. */
function listingOf(group: GroupDocument): GroupSummary {
  return {
    group: { id: group._id, name: group.name, description: group.description },
    view: 'listing',
    kind: group.kind,
    rules: group.rules,
    activities: group.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
    level: group.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
    isVerified: false,
    activityLevel: 'Quiet',
    meetingFrequency: '',
    memberCount: group.memberCount,
    newMembersThisMonth: 0,
    upcomingMeetups: 0,
    nextMeetupDate: '',
    totalMeetups: 0,
    foundedYear: new Date(group.createdAt).getUTCFullYear(),
    averageAttendance: 0,
    popularBreeds: [],
    engagementRate: 0,
    attendanceRate: 0,
    recentActivity: [],
  };
}
