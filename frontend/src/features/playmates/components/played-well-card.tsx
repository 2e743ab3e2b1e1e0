import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastOutcome } from '@/lib/toast';
import { useGetPlayedWellQuery, useMarkPlayedWellMutation } from '../api/playmates-api';

/**
 * After a meetup, to an owner whose dogs came: mark the other dogs each of theirs played well
 * with. Private; when both owners mark each other's dogs, the dogs become playmates.
 */
export function PlayedWellCard({ meetupId }: { meetupId: string }) {
  const { data } = useGetPlayedWellQuery(meetupId);
  const [mark, { isLoading }] = useMarkPlayedWellMutation();
  if (!data?.open) return null;
  const dogs = data.dogs.filter((dog) => dog.enabled && dog.others.length > 0);
  if (dogs.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Played well with</CardTitle>
        <CardDescription>
          Private: nobody sees your marks. When both owners mark each other’s dogs, they become
          playmates.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {dogs.map((dog) => (
          <section key={dog.id} aria-label={`${dog.name} played well with`}>
            <h3 className="mb-2 text-sm font-semibold">{dog.name} played well with</h3>
            <ul className="flex flex-wrap gap-2">
              {dog.others.map((other) => (
                <li key={other.id}>
                  {other.marked ? (
                    <span className="inline-flex items-center gap-1 text-sm text-pine-700">
                      <Check className="size-4" aria-hidden="true" />
                      {other.name}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={isLoading}
                      aria-label={`${dog.name} played well with ${other.name}`}
                      onClick={() =>
                        void toastOutcome(
                          mark({ meetupId, dogId: dog.id, otherDogId: other.id }).unwrap(),
                          { title: 'Marked' },
                          { fallback: 'Could not save the mark.' },
                        )
                      }
                    >
                      {other.name}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
