import type { CheckInEntry } from '@packmeet/backend/contracts/meetup-day';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastFailure } from '@/lib/toast';
import { useGetCheckInListQuery, useRecordAttendanceMutation } from '../../api/meetup-day-api';
import type { DayPhase } from '../../lib/meetup-day';

/**
 * The organizers' check-in list: one tap per owner, with their dogs; after the end, the
 * people never checked in can be marked as no-shows (they go on the member's record).
 */
export function CheckInCard({ meetupId, phase }: { meetupId: string; phase: DayPhase }) {
  const { data, isError } = useGetCheckInListQuery(meetupId);
  const [record, { isLoading }] = useRecordAttendanceMutation();

  async function tap(entry: CheckInEntry, outcome: 'check-in' | 'undo-check-in' | 'no-show') {
    try {
      await record({ meetupId, userId: entry.user.id, outcome }).unwrap();
    } catch (error) {
      toastFailure(error, { title: 'Not recorded', fallback: 'Please try again.' });
    }
  }

  if (isError || !data) return null;
  return (
    <Card role="region" aria-labelledby={`check-in-${meetupId}`}>
      <CardHeader>
        <CardTitle id={`check-in-${meetupId}`}>Check-in</CardTitle>
        <CardDescription>
          {phase === 'after'
            ? 'Mark who did not come: only they and the group’s organizers see it.'
            : 'Tap each owner as they arrive.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is going.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {data.entries.map((entry) => {
              const name = `${entry.user.firstName} ${entry.user.lastName}`;
              return (
                <li key={entry.user.id} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{name}</span>
                    {entry.dogs.length > 0 ? (
                      <span className="text-sm text-muted-foreground">
                        {' '}
                        with {entry.dogs.map((dog) => dog.name).join(', ')}
                      </span>
                    ) : null}
                  </span>
                  {entry.day.checkedIn ? (
                    <>
                      <Badge tone="pine">Checked in</Badge>
                      {/* A mistaken tap is put right on the day; afterwards the record stands. */}
                      {phase === 'live' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={isLoading}
                          aria-label={`Undo the check-in of ${name}`}
                          onClick={() => void tap(entry, 'undo-check-in')}
                        >
                          Undo
                        </Button>
                      ) : null}
                    </>
                  ) : entry.noShow ? (
                    <Badge tone="clay">No-show</Badge>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        disabled={isLoading}
                        aria-label={`Check in ${name}`}
                        onClick={() => void tap(entry, 'check-in')}
                      >
                        Check in
                      </Button>
                      {phase === 'after' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={isLoading}
                          aria-label={`Mark ${name} as a no-show`}
                          onClick={() => void tap(entry, 'no-show')}
                        >
                          No-show
                        </Button>
                      ) : null}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
