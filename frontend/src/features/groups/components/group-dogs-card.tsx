import { Lock, PawPrint } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { GROUP_DOG_PHOTOS_NARROW, GROUP_DOG_PHOTOS_WIDE } from '@/config/constants';
import { isApiError } from '@/lib/api-error';
import { useMediaQuery } from '@/lib/use-media-query';
import { pluralize } from '@/lib/utils';
import { useGroupMembers } from '../api/groups-api';
import { groupDogs } from '../lib/group-dogs';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import type { GroupDog } from '../types';
import { DogTile } from './dog-tile';
import { GroupMembersDialog } from './group-members-dialog';

/**
 * Spec section 2 "Our Dogs": one photo per member dog, the first 8 on wide screens and 6 on
 * narrow ones; View All opens the members dialog (spec: above 8, and on narrow screens as soon
 * as some dogs do not fit, so every dog stays reachable).
 */
export function GroupDogsCard({
  group,
  onSelectDog,
}: {
  group: GroupResponse;
  onSelectDog: (entry: GroupDog) => void;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  const [membersOpen, setMembersOpen] = useState(false);
  const { members, isLoading, error, more } = useGroupMembers(group.id);
  const dogs = members ? groupDogs(group, members) : [];
  const limit = wide ? GROUP_DOG_PHOTOS_WIDE : GROUP_DOG_PHOTOS_NARROW;
  const shown = dogs.slice(0, limit);
  const forbidden = isApiError(error) && error.status === 403;

  let content;
  if (isLoading) {
    content = (
      <LoadingSkeletons
        label="Loading dogs"
        count={4}
        itemClassName="aspect-square rounded-2xl"
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
      />
    );
  } else if (forbidden) {
    content = (
      <p className="flex items-start gap-2.5 rounded-xl bg-honey-50 p-3.5 text-sm text-honey-700">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This is a private group. Join it to meet the dogs.
      </p>
    );
  } else if (error || dogs.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-sand-300 bg-sand-50/60 px-4 py-8 text-center">
        <PawPrint className="size-7 text-pine-300" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          {error
            ? "We couldn't load the dogs of this group."
            : 'No dogs yet. Members’ dogs appear here once they add their profiles.'}
        </p>
      </div>
    );
  } else {
    content = (
      <ul aria-label="Dogs in this group" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {shown.map((entry) => (
          <li key={entry.dog.id}>
            <DogTile entry={entry} onSelect={onSelectDog} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Our Dogs</CardTitle>
          {dogs.length > 0 ? (
            <CardDescription>{pluralize(dogs.length, 'dog')}</CardDescription>
          ) : null}
        </div>
        {dogs.length > shown.length ? (
          <Button variant="link" size="sm" onClick={() => setMembersOpen(true)}>
            View All
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>{content}</CardContent>
      {members ? (
        <GroupMembersDialog
          group={group}
          members={members}
          open={membersOpen}
          onOpenChange={setMembersOpen}
          onSelectDog={onSelectDog}
          more={more}
        />
      ) : null}
    </Card>
  );
}
