import type { SuspendedMemberResponse } from '@packmeet/backend/contracts/moderation';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-footer';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useGetSuspensionsQuery, useReinstateMemberMutation } from '../api/moderation-api';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The admin page's suspensions in force, each with Reinstate. */
export function SuspendedMembers() {
  const { data } = useGetSuspensionsQuery();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="suspended-members" className="mt-8 flex flex-col gap-3">
      <h2 id="suspended-members" className="text-lg font-bold">
        Suspended members
      </h2>
      <Card className="p-4 sm:p-6">
        <ul className="flex flex-col divide-y divide-border">
          {data.map((member) => (
            <Suspended key={member.id} member={member} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function Suspended({ member }: { member: SuspendedMemberResponse }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reinstate, { isLoading }] = useReinstateMemberMutation();

  async function handleReinstate() {
    if (reason.trim() === '') {
      setError('Give a reason: it is recorded with your action.');
      return;
    }
    setError(null);
    try {
      await reinstate({ userId: member.id, reason }).unwrap();
      toast({ description: `${member.name} can sign in again.` });
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'That did not work. Please try again.');
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3">
      <p className="text-sm">
        <span className="font-semibold">{member.name}</span>
        {member.until === null ? ' · for good' : ` · until ${when.format(new Date(member.until))}`}
        {` · ${member.reason}`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <InputField
          id={`${id}-reason`}
          label={`Why reinstate ${member.name}`}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button variant="outline" disabled={isLoading} onClick={() => void handleReinstate()}>
          Reinstate
        </Button>
      </div>
      <FormError message={error} />
    </li>
  );
}
