import { canSeeGroupContent } from '../../../contracts/access-policy.js';
import type { DogDocument } from '../../../contracts/read-models.js';
import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import type { SearchEntryDocument, SearchResult } from '../../../contracts/search.js';
import { checkDog, combineRules } from '../../../groups/index.js';
import { generalArea } from '../../../meetups/index.js';
import type { SearchHit } from '@packmeet/projections/search/search-index.port';

/** What a viewer sees of one hit: visitors the general area, distances in whole miles. */
export function toSearchResult(
  { entry, distanceMiles }: SearchHit,
  viewer: { signedIn: boolean; memberOf: ReadonlySet<string> },
): SearchResult {
  const base = {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    city: entry.city,
    state: entry.state,
    distanceMiles: viewer.signedIn
      ? Math.round(distanceMiles * 10) / 10
      : Math.round(distanceMiles),
    activities: entry.activities,
    level: entry.level,
  };
  if (entry.type === 'trainer' && entry.trainer) {
    // What the public trainer page shows: the same for visitors and members.
    const { username, firstName, lastName } = entry.trainer;
    return { ...base, type: 'trainer', username, firstName, lastName };
  }
  const meetup = entry.meetup;
  if (!meetup) {
    const member = entry.groupId !== null && viewer.memberOf.has(entry.groupId);
    return {
      ...base,
      type: 'group',
      kind: entry.groupKind ?? 'public',
      memberCount: entry.memberCount ?? 0,
      // The index found it, so the viewer sees its listing at least.
      view: canSeeGroupContent({ kind: entry.groupKind ?? 'public' }, { isMember: member })
        ? 'full'
        : 'listing',
    };
  }
  const area = [entry.city, entry.state].filter(Boolean).join(', ') || null;
  return {
    ...base,
    type: 'meetup',
    slug: meetup.slug,
    groupId: entry.groupId,
    groupName: entry.groupName,
    location: viewer.signedIn ? meetup.address : generalArea(meetup.address, area),
    locationIsExact: viewer.signedIn,
    parkType: meetup.parkType,
    calm: meetup.calm,
    startsAt: meetup.startsAt,
    endsAt: meetup.endsAt,
    timeZone: meetup.timeZone,
    localDate: meetup.localDate,
    localStart: meetup.localStart,
    maxAttendees: meetup.maxAttendees,
    placesLeft:
      meetup.maxAttendees === null
        ? null
        : Math.max(0, meetup.maxAttendees - meetup.going - meetup.unregistered),
  };
}

/**
 * "Fits my dogs": the entry's rules (a meetup's on top of its group's) accept
 * at least one of the dogs on its date, and its size limits have a place for
 * that dog's size.
 */
export function fitsOneOf(dogs: readonly DogDocument[], today: string) {
  return (entry: SearchEntryDocument): boolean => {
    const rules = combineRules(entry.groupRules ?? NO_ENTRY_RULES, entry.rules);
    const onDate = entry.meetup?.localDate ?? today;
    return dogs.some((dog) => {
      if (!checkDog(rules, { ...dog, dogId: dog._id }, onDate).eligible) return false;
      const limits = entry.meetup?.sizeLimits;
      const size = dog.sizeClass;
      if (!limits || !size || limits[size] === undefined) return true;
      return (entry.meetup?.sizesGoing[size] ?? 0) < limits[size];
    });
  };
}
