import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastFailure } from '@/lib/toast';
import { useGetBlockedQuery, useSetBlockedMutation } from '../api/moderation-api';

/** The profile page's list of blocked members, each with Unblock. */
export function BlockedMembers() {
  const { data } = useGetBlockedQuery();
  const [setBlocked, { isLoading }] = useSetBlockedMutation();

  async function unblock(userId: string) {
    try {
      await setBlocked({ userId, blocked: false }).unwrap();
    } catch (error) {
      toastFailure(error, { fallback: 'Could not unblock. Please try again.' });
    }
  }

  return (
    <section aria-labelledby="blocked-members" className="mt-8">
      <Card className="p-4 sm:p-6">
        <h2 id="blocked-members" className="mb-1 text-lg font-bold">
          Blocked members
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          You don’t see their posts and comments; they can’t join your groups or answer your
          meetups.
        </p>
        {data && data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You haven’t blocked anyone.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {data?.map((member) => (
              <li key={member.id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm font-medium">
                  {member.name}
                  {member.username ? (
                    <span className="text-muted-foreground">{` @${member.username}`}</span>
                  ) : null}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isLoading}
                  onClick={() => void unblock(member.id)}
                >
                  {`Unblock ${member.name}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
