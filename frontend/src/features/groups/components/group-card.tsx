import { Check, Crown, Lock, MapPin, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn, formatCityState, pluralize } from '@/lib/utils';
import { useJoinGroup } from '../hooks/use-join-group';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { DistanceBadge } from './distance-badge';

/** A group in the Find Groups lists: where it is, how far, who started it, and Join. */
export function GroupCard({ group }: { group: GroupResponse }) {
  const headingId = useId();
  const [joinGroup, { isLoading }] = useJoinGroup();
  // Shown at once after joining, before the refreshed lists move the card to Your Groups.
  const [joinedHere, setJoinedHere] = useState(false);
  const joined = Boolean(group.isMember) || joinedHere;
  const isOwner = group.role === 'owner';

  async function handleJoin() {
    if (await joinGroup(group.id)) setJoinedHere(true);
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full w-full flex-col gap-4 rounded-card border border-border bg-card p-5 shadow-soft transition-shadow hover:shadow-lifted"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-2xl',
            joined ? 'bg-pine-100 text-pine-800' : 'bg-pine-50 text-pine-700',
          )}
        >
          <Users className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={headingId} className="text-base leading-snug font-bold">
            <Link
              to={paths.group.getHref(group.id)}
              className="rounded-md hover:text-pine-700 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {group.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{formatCityState(group.city, group.state)}</span>
          </p>
        </div>
      </div>

      {group.description?.trim() ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-sand-700">{group.description}</p>
      ) : (
        <p className="text-sm text-sand-400 italic">No description yet.</p>
      )}

      <div className="flex flex-wrap gap-1.5">
        <DistanceBadge miles={group.distanceMiles} />
        <Badge>
          <Users aria-hidden="true" />
          {pluralize(group.memberCount ?? 0, 'member')}
        </Badge>
        {group.isPrivate ? (
          <Badge tone="honey">
            <Lock aria-hidden="true" />
            Private
          </Badge>
        ) : null}
        {isOwner ? (
          <Badge tone="pine">
            <Crown aria-hidden="true" />
            Owner
          </Badge>
        ) : null}
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <span className="min-w-0 truncate text-xs text-muted-foreground">
          {group.creatorDisplayName ? `Started by ${group.creatorDisplayName}` : null}
        </span>
        {joined ? (
          <Button size="sm" variant="secondary" disabled>
            <Check aria-hidden="true" />
            You&apos;re in this group
          </Button>
        ) : (
          <Button size="sm" onClick={handleJoin} disabled={isLoading}>
            {isLoading ? 'Joining...' : 'Join Group'}
          </Button>
        )}
      </div>
    </article>
  );
}
