import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageMessage } from '@/components/page-message';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { useGetGroupQuery } from '../api/groups-api';
import { GroupNotFound } from '../components/group-not-found';
import { KindBadge } from '../components/kind-badge';
import { DetailsSection } from '../components/manage/details-section';
import { HistorySection } from '../components/manage/history-section';
import { InvitesSection } from '../components/manage/invites-section';
import { JoinRequestsSection } from '../components/manage/join-requests-section';
import { MembersSection } from '../components/manage/members-section';
import { RulesSection } from '../components/manage/rules-section';
import { ActivitiesSection } from '../components/manage/activities-section';

/**
 * /groups/{id}/manage: the owner's and co-organizers' screen. The server refuses every call
 * from anyone else; this screen only spares them the forms.
 */
export function ManageGroupRoute() {
  const { id = '' } = useParams();
  const { data: group, isLoading, isError } = useGetGroupQuery(id, { skip: !id });
  useDocumentMeta({ title: group ? `Manage ${group.name} · PackMeet` : 'Manage group · PackMeet' });

  if (isLoading) return <LoadingState label="Loading group..." />;
  if (isError || !group) return <GroupNotFound />;

  const back = (
    <Button asChild variant="link" className="self-start">
      <Link to={paths.group.getHref(group.id)}>
        <ArrowLeft aria-hidden="true" />
        Back to the group
      </Link>
    </Button>
  );

  if (!group.canManage)
    return (
      <PageMessage icon={ShieldAlert} title="Organizers only" actions={back}>
        Only the group&apos;s owner and co-organizers can manage {group.name}.
      </PageMessage>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        {back}
        <h1 className="text-2xl font-extrabold break-words sm:text-3xl">{`Manage ${group.name}`}</h1>
        <div>
          <KindBadge kind={group.kind} />
        </div>
      </header>
      <JoinRequestsSection groupId={group.id} />
      <MembersSection group={group} />
      {/* Remounted when the group changes so the forms start from what is saved. */}
      <DetailsSection key={`details-${group.updatedAt}`} group={group} />
      <ActivitiesSection key={`activities-${group.updatedAt}`} group={group} />
      <RulesSection key={`rules-${group.updatedAt}`} group={group} />
      <InvitesSection groupId={group.id} />
      <HistorySection groupId={group.id} />
    </div>
  );
}
