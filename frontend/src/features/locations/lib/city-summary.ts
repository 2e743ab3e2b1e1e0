import type { CityActivity, CityGroup, CitySummary } from '../types';

/**
 * Spec section 9, "City page defaults when group data is missing". The server already fills
 * the figures it cannot compute; these cover a field that is absent from the response, never a
 * real zero.
 */
export const CITY_PAGE_DEFAULTS = {
  newMembersThisMonth: 3,
  averageAttendance: 12,
  engagementRate: 85,
  attendanceRate: 78,
  foundedYear: 2024,
  nextMeetupDate: 'This weekend',
  meetingFrequency: 'Weekly meetups',
  activityLevel: 'Active',
} as const;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function count(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Progress bars run 0 to 100. */
function rate(value: unknown, fallback: number): number {
  return Math.min(100, Math.max(0, Math.round(count(value, fallback))));
}

function activity(value: unknown): CityActivity[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((item) => ({
    userName: text(item.userName, 'A member'),
    action: text(item.action),
    timeAgo: text(item.timeAgo),
  }));
}

function cityGroup(raw: Loose): CityGroup {
  const group = isObject(raw.group) ? raw.group : {};
  return {
    group: {
      id: text(group.id),
      name: text(group.name, 'Unnamed group'),
      description: typeof group.description === 'string' ? group.description : '',
    },
    isVerified: raw.isVerified === true,
    activityLevel: text(raw.activityLevel, CITY_PAGE_DEFAULTS.activityLevel),
    meetingFrequency: text(raw.meetingFrequency, CITY_PAGE_DEFAULTS.meetingFrequency),
    memberCount: count(raw.memberCount),
    newMembersThisMonth: count(raw.newMembersThisMonth, CITY_PAGE_DEFAULTS.newMembersThisMonth),
    upcomingMeetups: count(raw.upcomingMeetups),
    nextMeetupDate: text(raw.nextMeetupDate, CITY_PAGE_DEFAULTS.nextMeetupDate),
    totalMeetups: count(raw.totalMeetups),
    foundedYear: count(raw.foundedYear, CITY_PAGE_DEFAULTS.foundedYear),
    averageAttendance: count(raw.averageAttendance, CITY_PAGE_DEFAULTS.averageAttendance),
    popularBreeds: strings(raw.popularBreeds),
    engagementRate: rate(raw.engagementRate, CITY_PAGE_DEFAULTS.engagementRate),
    attendanceRate: rate(raw.attendanceRate, CITY_PAGE_DEFAULTS.attendanceRate),
    recentActivity: activity(raw.recentActivity),
  };
}

/** Accepts the documented City summary, tolerating missing parts. */
export function normalizeCitySummary(raw: unknown): CitySummary {
  const source = isObject(raw) ? raw : {};
  const groups = Array.isArray(source.groups)
    ? source.groups
        .filter(isObject)
        .map(cityGroup)
        .filter((entry) => entry.group.id)
    : [];
  return {
    city: text(source.city),
    state: text(source.state),
    totalGroups: count(source.totalGroups, groups.length),
    totalMembers: count(source.totalMembers),
    totalMeetups: count(source.totalMeetups),
    totalDogs: count(source.totalDogs),
    popularBreeds: strings(source.popularBreeds),
    groups,
  };
}

const nextMeetupFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** An ISO date as 'Tue, Nov 24' in the visitor's time zone; a phrase ('This weekend') as is. */
export function formatNextMeetup(value: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? value : nextMeetupFormat.format(time);
}
