import { Link } from 'react-router-dom';
import { ACTIVITY_LABELS, SKILL_LEVEL_LABELS } from '@packmeet/backend/contracts/activities';
import type { SearchResult } from '@packmeet/backend/contracts/search';
import { paths } from '@/config/paths';

const miles = (distance: number) => `${distance} mi away`;

function placesLine(result: Extract<SearchResult, { type: 'meetup' }>) {
  if (result.placesLeft === null) return 'No limit on places';
  if (result.placesLeft === 0) return 'Full: waitlist open';
  return `${result.placesLeft} ${result.placesLeft === 1 ? 'place' : 'places'} left`;
}

/** One result of the list: a meetup (when, where, places) or a group. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const tags = [
    ...result.activities.map((activity) => ACTIVITY_LABELS[activity]),
    SKILL_LEVEL_LABELS[result.level],
  ];
  const href =
    result.type === 'meetup' ? paths.event.getHref(result.slug) : paths.group.getHref(result.id);
  return (
    <article
      aria-labelledby={`result-${result.type}-${result.id}`}
      className="flex h-full flex-col gap-2 rounded-card border border-border bg-card p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-sand-700 uppercase">
        {result.type === 'meetup' ? 'Meetup' : result.kind === 'public' ? 'Group' : 'Private group'}
        {' · '}
        {miles(result.distanceMiles)}
      </p>
      <h2 id={`result-${result.type}-${result.id}`} className="text-lg font-bold text-foreground">
        <Link
          to={href}
          className="hover:text-pine-700 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {result.title}
        </Link>
      </h2>
      {result.type === 'meetup' ? (
        <>
          <p className="text-sm font-semibold text-foreground">{result.localStart}</p>
          <p className="text-sm text-muted-foreground">{result.location}</p>
          <p className="text-sm text-muted-foreground">
            {[result.groupName, placesLine(result), result.calm ? 'Calm meetup' : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {[result.city, result.state].filter(Boolean).join(', ')} · {result.memberCount}{' '}
          {result.memberCount === 1 ? 'member' : 'members'}
        </p>
      )}
      <ul aria-label="Activities and level" className="mt-auto flex flex-wrap gap-1.5 pt-1">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-pine-50 px-2.5 py-0.5 text-xs font-semibold text-pine-800"
          >
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
