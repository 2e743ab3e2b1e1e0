import type { GroupResponse, MemberWithDetailsResponse } from '@packmeet/backend/contracts/groups';
import { useId, useState } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/spinner';
import { toastFailure, toastOutcome } from '@/lib/toast';
import { LoadMore } from '@/components/ui/load-more';
import { useGroupMembers } from '../../api/groups-api';
import {
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useTransferGroupMutation,
} from '../../api/group-management-api';
import { shortName } from '../../lib/people';

const ROLE_LABELS = { owner: 'Owner', 'co-organizer': 'Co-organizer', member: 'Member' } as const;

function RemoveMemberDialog({
  groupId,
  member,
  onClose,
}: {
  groupId: string;
  member: MemberWithDetailsResponse | null;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [remove, { isLoading }] = useRemoveMemberMutation();
  const name = member ? shortName(member.user) : '';

  async function confirm() {
    if (!member) return;
    if (!reason.trim()) {
      setError('Please give a reason');
      return;
    }
    const removed = await toastOutcome(
      remove({ groupId, userId: member.userId, reason: reason.trim() }).unwrap(),
      { title: 'Removed', description: `${name} is no longer a member.` },
      { title: 'Could not remove the member', fallback: 'Something went wrong. Please try again.' },
    );
    if (removed) {
      setReason('');
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(undefined);
          onClose();
        }
      }}
      title={`Remove ${name}?`}
      description="They lose access at once and their RSVPs to upcoming meetups are withdrawn. The reason stays in the group's history."
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={isLoading}
      onConfirm={confirm}
    >
      <TextareaField
        id={`${id}-reason`}
        label="Reason"
        required
        maxLength={500}
        error={error}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}

/**
 * The members with what the caller may do to each: organizers remove members; only the owner
 * removes co-organizers, appoints or dismisses them, and hands the group to one of them.
 */
export function MembersSection({ group }: { group: GroupResponse }) {
  const { members = [], isLoading, more } = useGroupMembers(group.id);
  const [removing, setRemoving] = useState<MemberWithDetailsResponse | null>(null);
  const [handingTo, setHandingTo] = useState<MemberWithDetailsResponse | null>(null);
  const [changeRole, roleState] = useChangeMemberRoleMutation();
  const [transfer, transferState] = useTransferGroupMutation();
  const isOwner = group.role === 'owner';

  async function setRole(member: MemberWithDetailsResponse, role: 'co-organizer' | 'member') {
    try {
      await changeRole({ groupId: group.id, userId: member.userId, role }).unwrap();
    } catch (error) {
      toastFailure(error, {
        title: 'Could not change the role',
        fallback: 'Something went wrong. Please try again.',
      });
    }
  }

  async function handOver() {
    if (!handingTo) return;
    const done = await toastOutcome(
      transfer({ groupId: group.id, userId: handingTo.userId }).unwrap(),
      {
        title: 'Handed over',
        description: `${shortName(handingTo.user)} now owns ${group.name}. You stay as a co-organizer and can leave the group.`,
      },
      {
        title: 'Could not hand the group over',
        fallback: 'Something went wrong. Please try again.',
      },
    );
    if (done) setHandingTo(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          {isOwner
            ? 'Appoint co-organizers to help run the group; hand the group to one of them before you leave.'
            : 'Co-organizers can remove members; the owner changes roles.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading members..." />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Members">
            {members.map((member) => {
              const name = shortName(member.user);
              const canRemove =
                member.role === 'member' || (member.role === 'co-organizer' && isOwner);
              return (
                <li
                  key={member.userId}
                  aria-label={name}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
                >
                  <div className="flex grow items-center gap-3">
                    <PersonAvatar person={member.user} />
                    <div className="flex flex-col">
                      <span className="font-semibold text-sand-900">{name}</span>
                      <span className="text-xs text-muted-foreground">
                        {member.dogs.map((dog) => dog.name).join(', ') || 'No dogs'}
                      </span>
                    </div>
                    <Badge tone={member.role === 'member' ? 'neutral' : 'pine'}>
                      {ROLE_LABELS[member.role]}
                    </Badge>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {isOwner && member.role === 'member' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={roleState.isLoading}
                        onClick={() => void setRole(member, 'co-organizer')}
                      >
                        {`Make ${name} co-organizer`}
                      </Button>
                    ) : null}
                    {isOwner && member.role === 'co-organizer' ? (
                      <>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={roleState.isLoading}
                          onClick={() => void setRole(member, 'member')}
                        >
                          {`Make ${name} a member`}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setHandingTo(member)}>
                          {`Hand group to ${name}`}
                        </Button>
                      </>
                    ) : null}
                    {canRemove ? (
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(member)}>
                        {`Remove ${name}`}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {more ? <LoadMore label="Show more members" {...more} /> : null}
      </CardContent>
      <RemoveMemberDialog groupId={group.id} member={removing} onClose={() => setRemoving(null)} />
      <ConfirmDialog
        open={handingTo !== null}
        onOpenChange={(open) => {
          if (!open) setHandingTo(null);
        }}
        title={`Hand ${group.name} to ${handingTo ? shortName(handingTo.user) : ''}?`}
        description="They become the owner. You stay on as a co-organizer and can then leave the group."
        confirmLabel="Hand over"
        pendingLabel="Handing over..."
        confirmVariant="primary"
        pending={transferState.isLoading}
        onConfirm={handOver}
      />
    </Card>
  );
}
