import { randomBytes } from 'node:crypto';
import type { Aggregates } from '../../../shared/aggregates.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { DomainError } from '../../../shared/errors.js';
import { meetupSlugDecider, meetupSlugStream } from '../../domain/meetup-slug.decider.js';

/**
 * A meetup's slug is unique: like emails, it is claimed on a stream of its
 * own (`meetupSlugDecider`), so two meetups with the same title cannot both
 * get it. A taken slug first gets the start of the meetup's id as a suffix
 * (so the same data always gets the same slugs), then random ones.
 */
export async function reserveSlug(
  aggregates: Aggregates,
  base: string,
  meetupId: string,
  context: CommandContext,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const suffix =
      attempt === 1 ? meetupId.replace(/-/g, '').slice(0, 6) : randomBytes(3).toString('hex');
    const slug = attempt === 0 ? base : `${base}-${suffix}`;
    try {
      await aggregates.handle({
        stream: meetupSlugStream(slug),
        decider: meetupSlugDecider,
        context,
        command: { type: 'ReserveSlug', slug, meetupId },
      });
      return slug;
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  throw new Error(`Could not find a free slug for ${base}`);
}

/** Frees the slug of a meetup that was not scheduled after all. */
export async function releaseSlug(
  aggregates: Aggregates,
  slug: string,
  meetupId: string,
  context: CommandContext,
): Promise<void> {
  await aggregates.handle({
    stream: meetupSlugStream(slug),
    decider: meetupSlugDecider,
    context,
    command: { type: 'ReleaseSlug', slug, meetupId, reason: 'meetup not scheduled' },
  });
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
