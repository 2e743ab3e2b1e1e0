export interface DirectoryCity {
  slug: string;
  groupCount: number;
  totalMeetups: number;
}

export interface DirectoryState {
  totalGroups: number;
  totalMeetups: number;
  /** Keyed by city name. */
  cities: Record<string, DirectoryCity>;
}

/** GET /api/locations/directory: keyed by state. */
export type LocationDirectory = Record<string, DirectoryState>;

/** One recent happening in a group, as the city summary words it. */
export interface CityActivity {
  userName: string;
  action: string;
  timeAgo: string;
}

export type ActivityLevel = 'Very Active' | 'Active' | 'Growing' | 'New' | 'Quiet';

/** A group's showcase on its city page (spec section 3, "City summary", `groups`). */
export interface CityGroup {
  group: { id: string; name: string; description: string };
  isVerified: boolean;
  /** Usually an {@link ActivityLevel}; shown as given. */
  activityLevel: string;
  meetingFrequency: string;
  memberCount: number;
  newMembersThisMonth: number;
  upcomingMeetups: number;
  /** ISO date of the next meetup, or a phrase such as 'This weekend'. */
  nextMeetupDate: string;
  totalMeetups: number;
  foundedYear: number;
  averageAttendance: number;
  /** Ranked, most common first. */
  popularBreeds: string[];
  /** 0 to 100. */
  engagementRate: number;
  /** 0 to 100. */
  attendanceRate: number;
  recentActivity: CityActivity[];
}

/** GET /api/locations/city/{citySlug}. */
export interface CitySummary {
  city: string;
  /** Two-letter code. */
  state: string;
  totalGroups: number;
  totalMembers: number;
  totalMeetups: number;
  totalDogs: number;
  /** Ranked, most common first. */
  popularBreeds: string[];
  groups: CityGroup[];
}
