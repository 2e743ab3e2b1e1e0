import { BRAND } from '@/config/constants';
import type { CitySummary } from '@packmeet/backend/contracts/locations';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The city page's title and meta description (spec section 2): city, state, group count,
 * member count and up to 3 popular breeds. Word for word what the server puts in the HTML
 * head of /city/{slug} (backend/src/locations/queries/city-page), so crawlers and the running
 * app agree; the discovery browser test compares the two.
 */
export function cityMeta(summary: CitySummary): { title: string; description: string } {
  const place = `${summary.city}, ${summary.state}`;
  const breeds = summary.popularBreeds.slice(0, 3);
  return {
    title: `Dog Meetups in ${place} · ${BRAND}`,
    description:
      `Join ${plural(summary.totalGroups, 'dog group')} and ${plural(summary.totalMembers, 'dog owner')} in ${place}.` +
      (breeds.length ? ` Popular breeds: ${breeds.join(', ')}.` : '') +
      ` Calm, predictable meetups, free on ${BRAND}.`,
  };
}

/** Before the data arrives: everything the slug alone tells ('Portland, OR'). */
export function cityMetaFromName(cityName: string): { title: string; description: string } {
  return {
    title: `Dog Meetups in ${cityName} · ${BRAND}`,
    description: `Find local dog groups and meetups in ${cityName}. Calm, predictable meetups, free on ${BRAND}.`,
  };
}
