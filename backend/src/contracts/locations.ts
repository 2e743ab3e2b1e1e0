/* The locations part of the HTTP contract: the directory and city pages. */
import type { CityDemand } from './demand.js';
import type { EntryRules, GroupKind } from './entry-rules.js';
import type { Activity, SkillLevel } from './activities.js';

/** Spec section 3, "Location directory response": keyed by state code, then by city name. */
export type DirectoryResponse = Record<
  string,
  {
    totalGroups: number;
    totalMeetups: number;
    cities: Record<string, { slug: string; groupCount: number; totalMeetups: number }>;
  }
>;

/** Spec section 3, "City summary". */
export interface CitySummary {
  city: string;
  state: string;
  totalGroups: number;
  totalMembers: number;
  totalMeetups: number;
  totalDogs: number;
  popularBreeds: string[];
  groups: GroupSummary[];
  /** The next few meetups of the city's public groups, soonest first (cancelled ones left out). */
  nextMeetups: CityMeetup[];
  /** Owners who looked near the city this month and found no group (counts only), most first. */
  demand: CityDemand[];
}

/** One upcoming public meetup listed near the top of a city page. */
export interface CityMeetup {
  id: string;
  slug: string;
  title: string;
  /** ISO start. */
  date: string;
  /** The meetup's IANA zone: the start reads as at its place. */
  timeZone: string;
  groupId: string;
  groupName: string;
  /** What the meetup is for ([] and 'all': nothing known). */
  activities: Activity[];
  level: SkillLevel;
}

/**
 * One group of a city page. A private group is listed as a stranger sees it
 * (`view: 'listing'`, group-access.ts): its name, description, member count,
 * kind and rules; every figure derived from its members, dogs, meetups, posts
 * or activity is empty (0, [], '', not verified, 'Quiet') and counts nowhere
 * in the city's totals.
 */
export interface GroupSummary {
  group: { id: string; name: string; description: string };
  view: 'full' | 'listing';
  kind: GroupKind;
  rules: EntryRules;
  /** What the group does and for whom ([] and 'all': nothing known, shown as 'All experience levels'). */
  activities: Activity[];
  level: SkillLevel;
  isVerified: boolean;
  activityLevel: 'Very Active' | 'Active' | 'Growing' | 'New' | 'Quiet';
  meetingFrequency: string;
  memberCount: number;
  newMembersThisMonth: number;
  upcomingMeetups: number;
  /** ISO date of the next meetup, or the spec's 'This weekend' when none is scheduled. */
  nextMeetupDate: string;
  /** The next meetup's IANA zone: its date reads as at its place. Absent: none scheduled. */
  nextMeetupTimeZone?: string | null;
  totalMeetups: number;
  foundedYear: number;
  averageAttendance: number;
  popularBreeds: string[];
  /** 0-100. */
  engagementRate: number;
  /** 0-100. */
  attendanceRate: number;
  recentActivity: { userName: string; action: string; timeAgo: string }[];
}
