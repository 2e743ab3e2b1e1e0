import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { LoadingState } from '@/components/ui/spinner';
import { DogDetailsDialog, useGetDogsQuery } from '@/features/dogs';
import {
  GroupDetailsCard,
  GroupDogsCard,
  GroupHeader,
  GroupNotFound,
  GroupRulesCard,
  RecentActivityCard,
  shortName,
  useGetGroupQuery,
  type GroupDog,
} from '@/features/groups';
import { GroupMeetupsCard, GroupSeriesCard, ScheduleMeetupButton } from '@/features/meetups';
import { GroupPhotosLink } from '@/features/photos';
import { useGetProfileQuery } from '@/features/profile';
import { useAuthToken } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';

const NO_DOGS: never[] = [];

/**
 * /groups/{id} (spec section 2 "Group detail"). It composes four features: the group itself
 * with its entry rules, its members' dogs shown through the dogs feature's detail dialog, and
 * the group's meetups, which get the viewer's own dogs (who comes along) and trainer flag
 * (private members). A non-member of a private group gets the group's listing only.
 */
export function GroupDetailRoute() {
  const { id = '' } = useParams();
  const token = useAuthToken();
  const { data: group, isLoading, isError } = useGetGroupQuery(id, { skip: !token || !id });
  const [selectedDog, setSelectedDog] = useState<GroupDog | null>(null);
  // Already cached by the access guard.
  const { data: ownDogs = NO_DOGS } = useGetDogsQuery(undefined, { skip: !token });
  const { data: profile } = useGetProfileQuery(undefined, { skip: !token || !group });
  useDocumentMeta({ title: group ? `${group.name} · PackMeet` : 'Group · PackMeet' });

  if (!token)
    return <SignInPrompt message="Sign in to see this group, its dogs and its meetups." />;
  if (isLoading) return <LoadingState label="Loading group..." />;
  if (isError || !group) return <GroupNotFound />;

  // A non-member of a private group sees its listing only: no members, dogs, meetups or posts.
  if (group.view === 'listing')
    return (
      <div className="flex flex-col gap-6 sm:gap-8">
        <GroupHeader group={group} />
        <GroupDetailsCard group={group} />
        <GroupRulesCard group={group} />
      </div>
    );

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <GroupHeader group={group} />
      <GroupDetailsCard
        group={group}
        scheduleAction={
          <ScheduleMeetupButton group={group} canAddPrivateMembers={profile?.isTrainer ?? false} />
        }
      />
      {/* Narrow screens read dogs and meetups before the feed; wide ones put them beside it. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <GroupRulesCard group={group} />
          <GroupDogsCard group={group} onSelectDog={setSelectedDog} />
          <GroupSeriesCard group={group} />
          <GroupMeetupsCard groupId={group.id} dogs={ownDogs} />
          <GroupPhotosLink groupId={group.id} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <RecentActivityCard group={group} />
        </div>
      </div>
      <DogDetailsDialog
        dog={selectedDog?.dog ?? null}
        ownerName={selectedDog ? shortName(selectedDog.owner) : undefined}
        highlight={selectedDog?.isGroupOwner ? 'Group Owner' : undefined}
        onClose={() => setSelectedDog(null)}
      />
    </div>
  );
}
