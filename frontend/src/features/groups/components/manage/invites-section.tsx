import type { InviteLinkResponse } from '@packmeet/backend/contracts/groups';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { LoadingState } from '@/components/ui/spinner';
import { getServerMessage } from '@/lib/api-error';
import { toast, toastOutcome } from '@/lib/toast';
import {
  useCreateInviteMutation,
  useGetInvitesQuery,
  useRevokeInviteMutation,
} from '../../api/group-management-api';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function inviteState(invite: InviteLinkResponse, now: number): string | null {
  if (invite.revoked) return 'Revoked';
  if (invite.expiresAt && Date.parse(invite.expiresAt) <= now) return 'Expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'Used up';
  return null;
}

/** A whole number from a field, or null when it is left empty. */
function wholeNumber(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : 'invalid';
}

function InviteItem({
  groupId,
  invite,
  now,
}: {
  groupId: string;
  invite: InviteLinkResponse;
  now: number;
}) {
  const [revoke, { isLoading }] = useRevokeInviteMutation();
  const closed = inviteState(invite, now);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invite.url);
      toast({ description: 'Invite link copied.' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: invite.url });
    }
  }

  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-border p-3.5"
      aria-label={invite.url}
    >
      <code className="text-sm break-all text-sand-900">{invite.url}</code>
      <p className="text-xs text-sand-700">
        {[
          invite.maxUses === null
            ? `${invite.uses} ${invite.uses === 1 ? 'use' : 'uses'}`
            : `${invite.uses} of ${invite.maxUses} uses`,
          invite.expiresAt ? `expires ${day.format(new Date(invite.expiresAt))}` : 'never expires',
        ].join(' · ')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {closed ? (
          <Badge>{closed}</Badge>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              Copy link
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={isLoading}
              onClick={() =>
                void toastOutcome(
                  revoke({ groupId, inviteId: invite.id }).unwrap(),
                  { description: 'The invite link no longer works.' },
                  { title: 'Could not revoke the link', fallback: 'Please try again.' },
                )
              }
            >
              {isLoading ? 'Revoking...' : 'Revoke'}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** Links that let people find and ask to join the group (the only way into an invite-only one). */
export function InvitesSection({ groupId }: { groupId: string }) {
  const id = useId();
  const { data: invites = [], isLoading } = useGetInvitesQuery(groupId);
  const [create, createState] = useCreateInviteMutation();
  const [expiresInDays, setExpiresInDays] = useState('7');
  const [maxUses, setMaxUses] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Fixed when the screen opens: a link expiring while someone reads it shows on the next visit.
  const [now] = useState(() => Date.now());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const days = wholeNumber(expiresInDays);
    const uses = wholeNumber(maxUses);
    if (days === 'invalid' || uses === 'invalid') {
      setError('Use whole numbers, or leave a box empty for no limit.');
      return;
    }
    setError(null);
    try {
      const invite = await create({ groupId, expiresInDays: days, maxUses: uses }).unwrap();
      toast({ title: 'Invite link created', description: invite.url });
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'Could not create the link. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite links</CardTitle>
        <CardDescription>
          Whoever opens a link sees the group and can ask to join; you still approve them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <InputField
            id={`${id}-days`}
            label="Expires after (days)"
            hint="1 to 90; empty: never."
            inputMode="numeric"
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(event.target.value)}
          />
          <InputField
            id={`${id}-uses`}
            label="Maximum uses"
            hint="Empty: no limit."
            inputMode="numeric"
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
          />
          <SubmitButton pending={createState.isLoading} pendingLabel="Creating...">
            Create link
          </SubmitButton>
          <div className="sm:col-span-3">
            <FormError message={error} />
          </div>
        </form>
        {isLoading ? (
          <LoadingState label="Loading invite links..." />
        ) : invites.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invite links yet.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Invite links">
            {invites.map((invite) => (
              <InviteItem key={invite.id} groupId={groupId} invite={invite} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
