import { Crown, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { LoadMore } from '@/components/ui/load-more';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatCityState, pluralize } from '@/lib/utils';
import { isGroupOwner } from '../lib/group-dogs';
import { shortName } from '../lib/people';
import type { GroupResponse, MemberWithDetailsResponse } from '@packmeet/backend/contracts/groups';
import type { GroupDog } from '../types';
import { DogTile } from './dog-tile';
import { PersonAvatar } from '@/components/person-avatar';
import { ReportButton } from '@/features/moderation';
import { useCurrentUserId } from '@/lib/auth-token';

const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** Everyone in the group with their dogs; a dog opens its details on top of this dialog. */
export function GroupMembersDialog({
  group,
  members,
  open,
  onOpenChange,
  onSelectDog,
  more = null,
}: {
  group: GroupResponse;
  /** The members loaded so far; `more` loads the next page. */
  members: readonly MemberWithDetailsResponse[];
  more?: { onLoad: () => void; isLoading: boolean } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelectDog: (entry: GroupDog) => void;
}) {
  const ordered = [...members].sort(
    (a, b) => Number(isGroupOwner(group, b)) - Number(isGroupOwner(group, a)),
  );
  const dogCount = members.reduce((sum, member) => sum + member.dogs.length, 0);
  const viewerId = useCurrentUserId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Members and their dogs</DialogTitle>
          <DialogDescription>
            {more
              ? `${pluralize(group.memberCount, 'member')} in ${group.name}`
              : `${pluralize(members.length, 'member')} · ${pluralize(dogCount, 'dog')} in ${group.name}`}
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Members" className="flex flex-col divide-y divide-border">
          {ordered.map((member) => {
            const owner = isGroupOwner(group, member);
            const joined = new Date(member.joinedAt);
            const place = formatCityState(member.user.city, member.user.state);
            return (
              <li key={member.id ?? member.userId} className="flex flex-col gap-3 py-4 first:pt-0">
                <div className="flex items-center gap-3">
                  <PersonAvatar person={member.user} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold">{shortName(member.user)}</span>
                      {owner ? (
                        <Badge tone="clay">
                          <Crown aria-hidden="true" />
                          Group Owner
                        </Badge>
                      ) : null}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                      {place ? (
                        <span className="inline-flex items-center gap-1">
                          <MapPin className="size-3" aria-hidden="true" />
                          {place}
                        </span>
                      ) : null}
                      {!Number.isNaN(joined.getTime()) ? (
                        <span>{`Joined ${joinedFormat.format(joined)}`}</span>
                      ) : null}
                    </span>
                  </div>
                  {viewerId !== null && member.userId !== viewerId ? (
                    <ReportButton
                      label={`Report ${shortName(member.user)}`}
                      target={{ kind: 'member', id: member.userId }}
                      subject={{ id: member.userId, name: shortName(member.user) }}
                    />
                  ) : null}
                </div>
                {member.dogs.length > 0 ? (
                  <ul
                    aria-label={`${shortName(member.user)}'s dogs`}
                    className="grid grid-cols-4 gap-2 sm:grid-cols-6"
                  >
                    {member.dogs.map((dog) => (
                      <li key={dog.id}>
                        <DogTile
                          size="sm"
                          entry={{ dog, owner: member.user, isGroupOwner: owner }}
                          onSelect={onSelectDog}
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-xs text-muted-foreground italic">No dog profiles yet.</p>
                )}
              </li>
            );
          })}
        </ul>
        {more ? <LoadMore label="Show more members" {...more} /> : null}
      </DialogContent>
    </Dialog>
  );
}
