import { CircleAlert, RotateCcw, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { EmailOutbox } from '@/features/notifications';
import { ModerationQueue, SuspendedMembers } from '@/features/moderation';
import { getServerMessage, isApiError } from '@/lib/api-error';
import { useDocumentMeta } from '@/lib/document-meta';
import { toast } from '@/lib/toast';
import {
  useGetProjectionsQuery,
  useReplayAllProjectionsMutation,
  useReplayProjectionMutation,
} from '../api/admin-api';
import { ConfirmReplayDialog, type ReplayTarget } from '../components/confirm-replay-dialog';
import { isReplaying, ProjectionsTable } from '../components/projections-table';
import { UnmetDemand } from '../components/unmet-demand';
import { formatCount } from '../lib/format';

/**
 * /admin: the operators' screen. The API decides who is an administrator
 * (403 for everyone else), so this page asks it rather than trusting the
 * profile: a non-admin sees a forbidden screen and no data.
 */
export function AdminRoute() {
  useDocumentMeta({ title: 'Administration · PackMeet' });
  const { data, error, isLoading, isError, refetch } = useGetProjectionsQuery();
  const [replayOne, replayOneState] = useReplayProjectionMutation();
  const [replayAll, replayAllState] = useReplayAllProjectionsMutation();
  const [target, setTarget] = useState<ReplayTarget | null>(null);

  if (isLoading) return <LoadingState label="Loading projections..." />;
  if (isError || !data) {
    if (isApiError(error) && (error.status === 403 || error.status === 401)) return <Forbidden />;
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <CircleAlert className="size-10 text-clay-500" aria-hidden="true" />
        <h1 className="text-lg font-bold">Unable to load projections</h1>
        <p className="text-sm text-muted-foreground">
          {getServerMessage(error) ?? 'Something went wrong on our side. Please try again.'}
        </p>
        <Button variant="outline" onClick={() => void refetch()} className="mt-2">
          Try Again
        </Button>
      </Card>
    );
  }

  const pending = replayOneState.isLoading || replayAllState.isLoading;
  const anyReplaying = data.projections.some(isReplaying);

  async function confirm() {
    if (!target) return;
    try {
      if (target.kind === 'one') {
        await replayOne(target.name).unwrap();
        toast({
          title: 'Replay started',
          description: `Rebuilding ${target.name}; the current read model keeps serving meanwhile.`,
        });
      } else {
        const { names } = await replayAll().unwrap();
        toast({
          title: 'Replays started',
          description: `Rebuilding ${names.length} read models; the current ones keep serving meanwhile.`,
        });
      }
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Replay not started',
        description:
          getServerMessage(failure) ?? 'The replay could not be started. Please try again.',
      });
    } finally {
      setTarget(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Administration"
        subtitle={`Projections and their read models · event log at position ${formatCount(data.headPosition)}`}
        actions={
          <Button
            onClick={() => setTarget({ kind: 'all', count: data.projections.length })}
            disabled={anyReplaying}
          >
            <RotateCcw aria-hidden="true" />
            Replay all
          </Button>
        }
      />
      <ProjectionsTable
        projections={data.projections}
        onReplay={(name) => setTarget({ kind: 'one', name })}
      />
      <p className="mt-3 text-xs text-muted-foreground">
        Progress updates live while a replay runs. A replay rebuilds a read model from the whole
        event log next to the current one, then switches readers over.
      </p>
      <ConfirmReplayDialog
        target={target}
        headPosition={data.headPosition}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
      <ModerationQueue />
      <SuspendedMembers />
      <EmailOutbox />
      <UnmetDemand />
    </>
  );
}

function Forbidden() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-600">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-extrabold">Administrators only</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        This page is for PackMeet administrators. Your account does not have access to it.
      </p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.dashboard.getHref()}>Back to Dashboard</Link>
      </Button>
    </Card>
  );
}
