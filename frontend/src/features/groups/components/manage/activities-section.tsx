import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { useState, type FormEvent } from 'react';
import { ActivityFields } from '@/components/activity-fields';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeGroupActivitiesMutation } from '../../api/group-management-api';

/** What the group does and for whom: shown on city pages and cards, narrowed by its meetups. */
export function ActivitiesSection({ group }: { group: GroupResponse }) {
  const [value, setValue] = useState({ activities: group.activities, level: group.level });
  const [error, setError] = useState<string | null>(null);
  const [changeActivities, { isLoading }] = useChangeGroupActivitiesMutation();
  const changed =
    JSON.stringify(value) !== JSON.stringify({ activities: group.activities, level: group.level });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await changeActivities({ groupId: group.id, ...value }).unwrap();
      toast({ title: 'Saved', description: 'The activities and level were updated.' });
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'Could not save the activities. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activities and level</CardTitle>
        <CardDescription>
          Shown on your city page and group card. Each meetup takes these unless it narrows them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Activities and level"
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-5"
        >
          <ActivityFields value={value} onChange={setValue} />
          <FormError message={error} />
          <SubmitButton
            pending={isLoading}
            pendingLabel="Saving..."
            disabled={!changed}
            className="self-start"
          >
            Save activities
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
