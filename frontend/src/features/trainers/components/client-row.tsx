import { useState } from 'react';
import type { ClientRecordResponse } from '@packmeet/backend/contracts/trainers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toastFailure } from '@/lib/toast';
import { pluralize } from '@/lib/utils';
import {
  useChangeClientMutation,
  useInviteClientMutation,
  useRemoveClientMutation,
} from '../api/trainers-api';
import { ClientForm } from './client-form';

/** One client on the trainer's list: their record, the invite link once made, edit and remove. */
export function ClientRow({ client }: { client: ClientRecordResponse }) {
  const [editing, setEditing] = useState(false);
  const [change] = useChangeClientMutation();
  const [remove, { isLoading: removing }] = useRemoveClientMutation();
  const [invite, { data: invited, isLoading: inviting }] = useInviteClientMutation();

  if (editing)
    return (
      <ClientForm
        idPrefix={`edit-${client.id}`}
        initial={client}
        submitLabel="Save"
        onCancel={() => setEditing(false)}
        onSubmit={async (changes) => {
          await change({ id: client.id, changes }).unwrap();
          setEditing(false);
        }}
      />
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{client.name}</span>
        <span className="text-sm text-muted-foreground">with {client.dogName}</span>
        {client.linkedUser ? (
          <Badge tone="pine">Has an account: @{client.linkedUser.username}</Badge>
        ) : client.invite ? (
          <Badge tone="pine">Invited</Badge>
        ) : null}
        <span className="text-sm text-muted-foreground">
          {pluralize(client.meetupCount, 'meetup')}
        </span>
      </div>
      {client.email ? <p className="text-sm text-sand-700">{client.email}</p> : null}
      {client.notes ? (
        <p className="text-sm whitespace-pre-line text-sand-800">{client.notes}</p>
      ) : null}
      {invited ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`invite-${client.id}`} className="text-sm font-semibold">
            Invite link{invited.emailedTo ? ` (emailed to ${invited.emailedTo})` : ''}
          </label>
          <Input id={`invite-${client.id}`} readOnly value={invited.url} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {client.linkedUser ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={inviting}
            onClick={() =>
              void invite({ id: client.id, body: {} })
                .unwrap()
                .catch((error: unknown) => toastFailure(error, { fallback: 'Could not invite.' }))
            }
          >
            {client.invite ? 'New invite link' : 'Invite to PackMeet'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={removing}
          onClick={() =>
            void remove(client.id)
              .unwrap()
              .catch((error: unknown) => toastFailure(error, { fallback: 'Could not remove.' }))
          }
        >
          Remove
        </Button>
      </div>
    </div>
  );
}
