import { Check, Crown } from 'lucide-react';
import { useId, useState } from 'react';
import { ActivityBadges } from '@/components/activity-badges';
import { OrganizerName } from '@/components/organizer-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCityState } from '@/lib/utils';
import { useJoinGroup } from '../hooks/use-join-group';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { DistanceBadge } from './distance-badge';
import { GroupCardHeading, GroupDescription, GroupSizeBadges } from './group-card-parts';

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
      <GroupCardHeading
        headingId={headingId}
        groupId={group.id}
        name={group.name}
        iconClassName={joined ? 'bg-pine-100 text-pine-800' : undefined}
      >
        <span className="truncate">{formatCityState(group.city, group.state)}</span>
      </GroupCardHeading>

      <GroupDescription description={group.description} />

      <div className="flex flex-wrap gap-1.5">
        <DistanceBadge miles={group.distanceMiles} />
        <GroupSizeBadges
          memberCount={group.memberCount ?? 0}
          isPrivate={Boolean(group.isPrivate)}
        />
        <ActivityBadges profile={group} onlyKnown />
        {isOwner ? (
          <Badge tone="pine">
            <Crown aria-hidden="true" />
            Owner
          </Badge>
        ) : null}
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <span className="min-w-0 truncate text-xs text-muted-foreground">
          {group.creatorDisplayName ? (
            <>
              Started by{' '}
              <OrganizerName name={group.creatorDisplayName} trainer={group.creatorTrainer} />
            </>
          ) : null}
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
