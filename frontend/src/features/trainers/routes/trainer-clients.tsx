import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { getServerMessage } from '@/lib/api-error';
import { useDocumentMeta } from '@/lib/document-meta';
import { useAddClientMutation, useListClientsQuery } from '../api/trainers-api';
import { ClientForm } from '../components/client-form';
import { ClientRow } from '../components/client-row';

/** /trainer/clients: a trainer's private client records (nobody else ever sees them). */
export function TrainerClientsRoute() {
  useDocumentMeta({ title: 'My Clients · PackMeet' });
  const { data: clients, error, isLoading } = useListClientsQuery();
  const [addClient] = useAddClientMutation();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold">My Clients</h1>
        <p className="text-muted-foreground">
          Private to you. Add clients to your meetups as private members, and invite them to keep
          their history in an account of their own.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Add a client</CardTitle>
          <CardDescription>Only the name and the dog&apos;s name are needed.</CardDescription>
        </CardHeader>
        <CardContent>
          <ClientForm
            idPrefix="new-client"
            submitLabel="Add client"
            onSubmit={(body) => addClient(body).unwrap()}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Clients</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingState label="Loading your clients..." />
          ) : error ? (
            <p role="alert" className="text-sm text-destructive">
              {getServerMessage(error) ?? 'Could not load your clients.'}
            </p>
          ) : clients && clients.length > 0 ? (
            <ul aria-label="Clients" className="flex flex-col divide-y divide-border">
              {clients.map((client) => (
                <li key={client.id} className="py-4">
                  <ClientRow client={client} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No clients yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
