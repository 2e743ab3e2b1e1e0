import { EMAIL_STATUSES } from '@packmeet/backend/contracts/notifications';
import { Card } from '@/components/ui/card';
import { useGetOutboxQuery } from '../api/notifications-api';

/** The admin page's outbox: whether email is on, counts per status, the latest emails. */
export function EmailOutbox() {
  const { data } = useGetOutboxQuery();
  if (!data) return null;
  return (
    <Card className="mt-8 p-4 sm:p-6">
      <h2 className="mb-2 text-lg font-bold">Email outbox</h2>
      {!data.emailEnabled && (
        <p className="mb-3 rounded-lg bg-honey-100 px-3 py-2 text-sm">
          Email is off: SMTP_URL is not set. Notifications are in-app only, addresses are not
          verified, and password resets go through an operator:{' '}
          <code>npm run account -- reset-link &lt;email&gt;</code> prints a link to hand over.
        </p>
      )}
      <dl className="mb-4 flex flex-wrap gap-4 text-sm">
        {EMAIL_STATUSES.map((status) => (
          <div key={status}>
            <dt className="text-muted-foreground capitalize">{status}</dt>
            <dd className="font-semibold">{data.counts[status]}</dd>
          </div>
        ))}
      </dl>
      {data.recent.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {data.recent.map((email) => (
                <tr key={email.id} className="border-t border-border">
                  <td className="py-1 pr-2">{email.kind}</td>
                  <td className="py-1 pr-2">{email.status}</td>
                  <td className="py-1 pr-2">{email.attempts}</td>
                  <td className="py-1 break-all">{email.lastError ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
