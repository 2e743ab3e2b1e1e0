import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { useState, type FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeGroupRulesMutation } from '../../api/group-management-api';
import { RulesFields } from '@/components/rules-fields';

/** The group's entry rules. */
export function RulesSection({ group }: { group: GroupResponse }) {
  const [rules, setRules] = useState(group.rules);
  const [error, setError] = useState<string | null>(null);
  const [changeRules, { isLoading }] = useChangeGroupRulesMutation();
  const changed = JSON.stringify(rules) !== JSON.stringify(group.rules);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await changeRules({ groupId: group.id, rules }).unwrap();
      toast({ title: 'Saved', description: 'The entry rules were updated.' });
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'Could not save the rules. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Entry rules</CardTitle>
        <CardDescription>
          Checked for every dog at each join request, approval and RSVP. Owners report their
          dogs&apos; details themselves.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-5"
        >
          <RulesFields value={rules} onChange={setRules} />
          <FormError message={error} />
          <SubmitButton
            pending={isLoading}
            pendingLabel="Saving..."
            disabled={!changed}
            className="self-start"
          >
            Save rules
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
