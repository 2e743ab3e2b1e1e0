import { Lock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn, pluralize } from '@/lib/utils';

/*
 * The pieces the two group cards share: Find Groups' GroupCard (distance, owner, Join) and
 * /groups' BrowseGroupCard (city hub link, founding month).
 */

/** The group icon, the name linking to the group page, and the place line under it. */
export function GroupCardHeading({
  headingId,
  groupId,
  name,
  iconClassName = 'bg-pine-50 text-pine-700',
  children,
}: {
  headingId: string;
  groupId: string;
  name: string;
  iconClassName?: string;
  /** Where the group meets: plain text, or a link to its city. */
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-2xl',
          iconClassName,
        )}
      >
        <Users className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 id={headingId} className="text-base leading-snug font-bold">
          <Link
            to={paths.group.getHref(groupId)}
            className="rounded-md hover:text-pine-700 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          {children}
        </p>
      </div>
    </div>
  );
}

/** The description, clamped to three lines, or a quiet placeholder. */
export function GroupDescription({ description }: { description: string | null | undefined }) {
  return description?.trim() ? (
    <p className="line-clamp-3 text-sm leading-relaxed text-sand-700">{description}</p>
  ) : (
    <p className="text-sm text-muted-foreground italic">No description yet.</p>
  );
}

/** The member count badge, and the Private badge when the group is private. */
export function GroupSizeBadges({
  memberCount,
  isPrivate,
}: {
  memberCount: number;
  isPrivate: boolean;
}) {
  return (
    <>
      <Badge>
        <Users aria-hidden="true" />
        {pluralize(memberCount, 'member')}
      </Badge>
      {isPrivate ? (
        <Badge tone="honey">
          <Lock aria-hidden="true" />
          Private
        </Badge>
      ) : null}
    </>
  );
}
