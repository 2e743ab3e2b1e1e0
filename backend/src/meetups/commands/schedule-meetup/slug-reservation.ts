import { randomBytes } from 'node:crypto';
import { ConcurrencyError, type EventStore } from '../../../event-store/event-store.port.js';
import { toAppend, type CommandContext } from '../../../shared/command-context.js';
import { MeetupSlugReserved } from '../../../contracts/events/meetup-slug.events.js';

/**
 * A meetup's slug is unique: like emails, it is claimed by appending to a
 * stream of its own with 'no_stream', so two meetups with the same title
 * cannot both get it. A taken slug first gets the start of the meetup's id as
 * a suffix (so the same data always gets the same slugs), then random ones.
 */
export async function reserveSlug(
  store: EventStore,
  base: string,
  meetupId: string,
  context: CommandContext,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const suffix =
      attempt === 1 ? meetupId.replace(/-/g, '').slice(0, 6) : randomBytes(3).toString('hex');
    const slug = attempt === 0 ? base : `${base}-${suffix}`;
    try {
      await store.append(
        `meetup_slug-${slug}`,
        [toAppend(MeetupSlugReserved({ slug, meetupId }), context)],
        {
          expectedRevision: 'no_stream',
        },
      );
      return slug;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
  throw new Error(`Could not find a free slug for ${base}`);
}

/** The readable part of a meetup's address: "Saturday Sniff & Stroll" -> "saturday-sniff-stroll". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'meetup';
}
