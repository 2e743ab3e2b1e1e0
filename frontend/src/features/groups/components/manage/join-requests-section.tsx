import type { PendingJoinRequest } from '@packmeet/backend/contracts/groups';
import { useId, useState } from 'react';
import { DogEligibilityList } from '@/components/dog-eligibility-list';
import { PersonAvatar } from '@/components/person-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/spinner';
import { toastOutcome } from '@/lib/toast';
import {
  useDecideJoinRequestMutation,
  useGetJoinRequestsQuery,
} from '../../api/group-management-api';
import { formatTimeAgo } from '../../lib/time-ago';
import { shortName } from '../../lib/people';

function JoinRequestItem({ groupId, request }: { groupId: string; request: PendingJoinRequest }) {
  const id = useId();
  const name = shortName(request.user);
  const [message, setMessage] = useState('');
  const [decide, { isLoading, originalArgs }] = useDecideJoinRequestMutation();

  async function handle(decision: 'approve' | 'decline') {
    await toastOutcome(
      decide({ groupId, userId: request.userId, decision, message }).unwrap(),
      {
        title: decision === 'approve' ? 'Approved' : 'Declined',
        description:
          decision === 'approve' ? `${name} is now a member.` : `${name}'s request was declined.`,
      },
      {
        title: 'Could not decide the request',
        fallback: 'Something went wrong. Please try again.',
      },
    );
  }

  const pending = (decision: 'approve' | 'decline') =>
    isLoading && originalArgs?.decision === decision;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4" aria-label={name}>
      <div className="flex items-center gap-3">
        <PersonAvatar person={request.user} />
        <div className="flex flex-col">
          <p className="font-semibold text-sand-900">{name}</p>
          <p className="text-xs text-muted-foreground">
            {`@${request.user.username} · ${request.user.city}, ${request.user.state} · asked ${formatTimeAgo(request.createdAt)}`}
          </p>
        </div>
        {request.viaInvite ? <Badge tone="lake">Invite link</Badge> : null}
      </div>
      {request.message ? (
        <blockquote className="rounded-xl bg-muted px-3.5 py-2.5 text-sm whitespace-pre-line text-sand-800">
          {request.message}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">No message.</p>
      )}
      {request.dogs.length > 0 ? (
        <DogEligibilityList
          heading="Dogs they would bring"
          dogs={request.dogs.map((dog) => dog.eligibility)}
        />
      ) : (
        <p className="text-sm text-sand-700">No dogs listed.</p>
      )}
      <p className="text-xs text-sand-700">
        {request.houseRulesAccepted ? 'Accepted the house rules.' : 'No house rules to accept.'}
      </p>
      <TextareaField
        id={`${id}-message`}
        label={`Message to ${name} (optional)`}
        maxLength={500}
        rows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void handle('approve')} disabled={isLoading}>
          {pending('approve') ? 'Approving...' : `Approve ${name}`}
        </Button>
        <Button variant="outline" onClick={() => void handle('decline')} disabled={isLoading}>
          {pending('decline') ? 'Declining...' : `Decline ${name}`}
        </Button>
      </div>
    </li>
  );
}

/** Who asked to join, oldest first, with their dogs checked against the rules today. */
export function JoinRequestsSection({ groupId }: { groupId: string }) {
  const { data: requests = [], isLoading, isError } = useGetJoinRequestsQuery(groupId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Join requests</CardTitle>
        <CardDescription>
          {requests.length === 0 ? 'Nobody is waiting.' : `${requests.length} waiting`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading requests..." />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the join requests.
          </p>
        ) : requests.length > 0 ? (
          <ul className="flex flex-col gap-4" aria-label="Join requests">
            {requests.map((request) => (
              <JoinRequestItem key={request.userId} groupId={groupId} request={request} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
