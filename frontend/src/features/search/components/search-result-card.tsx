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

const KIND_LABELS = {
  public: 'Group',
  private: 'Private group',
  'invite-only': 'Invite-only group',
};

function hrefOf(result: SearchResult) {
  if (result.type === 'meetup') return paths.event.getHref(result.slug);
  if (result.type === 'trainer') return paths.trainer.getHref(result.username);
  return paths.group.getHref(result.id);
}

/** A group's place and size, or a trainer's place: the line under the name. */
function placeLine(result: Exclude<SearchResult, { type: 'meetup' }>) {
  const place = [result.city, result.state].filter(Boolean).join(', ');
  if (result.type === 'trainer') return `Dog trainer in ${place}`;
  return `${place} · ${result.memberCount} ${result.memberCount === 1 ? 'member' : 'members'}`;
}

/** One result of the list: a meetup (when, where, places), a group or a trainer. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const tags = [
    ...result.activities.map((activity) => ACTIVITY_LABELS[activity]),
    // A trainer has no level of their own.
    ...(result.type === 'trainer' ? [] : [SKILL_LEVEL_LABELS[result.level]]),
  ];
  const href = hrefOf(result);
  return (
    <article
      aria-labelledby={`result-${result.type}-${result.id}`}
      className="flex h-full flex-col gap-2 rounded-card border border-border bg-card p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-sand-700 uppercase">
        {result.type === 'meetup'
          ? 'Meetup'
          : result.type === 'trainer'
            ? 'Trainer'
            : KIND_LABELS[result.kind]}
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
        <p className="text-sm text-muted-foreground">{placeLine(result)}</p>
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
