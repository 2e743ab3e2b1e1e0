import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@packmeet/backend/contracts/notifications';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import {
  useGetNotificationPreferencesQuery,
  useSetNotificationPreferenceMutation,
} from '../api/notifications-api';

const CHANNELS = [
  { channel: 'inApp', label: 'In app' },
  { channel: 'email', label: 'Email' },
] as const;

/** The profile page's notification switches: each kind, in the app and by email. */
export function NotificationSettings() {
  const { data } = useGetNotificationPreferencesQuery();
  const [setPreference, state] = useSetNotificationPreferenceMutation();
  if (!data) return null;
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="mb-1 text-lg font-bold">Notifications</h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Choose what PackMeet tells you about, in the app and by email.
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Tell me when
            </th>
            {CHANNELS.map(({ label }) => (
              <th key={label} scope="col" className="w-20 py-2 text-center font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} className="border-t border-border">
              <th scope="row" className="py-2 pr-2 font-normal">
                {NOTIFICATION_KIND_LABELS[kind]}
              </th>
              {CHANNELS.map(({ channel, label }) => (
                <td key={channel} className="py-2 text-center">
                  <Switch
                    aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${label}`}
                    checked={data[kind][channel]}
                    disabled={state.isLoading}
                    onCheckedChange={(enabled) =>
                      void setPreference({ kind, channel, enabled })
                        .unwrap()
                        .catch(() =>
                          toast({ title: 'Could not save', description: 'Please try again.' }),
                        )
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
