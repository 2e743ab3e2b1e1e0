import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { toastOutcome } from '@/lib/toast';
import {
  useGetMeetupClientsQuery,
  useListClientsQuery,
  useSetMeetupClientsMutation,
} from '../api/trainers-api';

/**
 * On the event page of a trainer's own meetup: which of their clients come, as private members.
 * Only the trainer sees this; everyone else sees the private members' count.
 */
export function MeetupClientsCard({ meetupId }: { meetupId: string }) {
  const { data: clients } = useListClientsQuery();
  const { data: named } = useGetMeetupClientsQuery(meetupId);
  const [setClients, { isLoading: saving }] = useSetMeetupClientsMutation();
  const [picked, setPicked] = useState<Set<string> | null>(null);
  if (!clients || !named) return null;
  const chosen = picked ?? new Set(named.clientIds);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your clients coming</CardTitle>
        <CardDescription>
          Private: others see only the count of private members ({named.unregisteredAttendees}).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {clients.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No clients yet. <Link to={paths.trainerClients.getHref()}>Add your clients</Link>.
          </p>
        ) : (
          <ul aria-label="Clients coming" className="flex flex-col gap-2">
            {clients.map((client) => (
              <li key={client.id} className="flex items-center gap-2">
                <Checkbox
                  id={`meetup-client-${client.id}`}
                  checked={chosen.has(client.id)}
                  onCheckedChange={(on) => toggle(client.id, on === true)}
                />
                <label htmlFor={`meetup-client-${client.id}`} className="text-sm">
                  {client.name} <span className="text-muted-foreground">with {client.dogName}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {clients.length > 0 ? (
          <Button
            size="sm"
            className="self-start"
            disabled={saving || picked === null}
            onClick={() =>
              void toastOutcome(
                setClients({ meetupId, clientIds: [...chosen] }).unwrap(),
                { title: 'Clients saved' },
                { fallback: 'Could not save the clients.' },
              ).then((saved) => {
                if (saved) setPicked(null);
              })
            }
          >
            Save clients
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
