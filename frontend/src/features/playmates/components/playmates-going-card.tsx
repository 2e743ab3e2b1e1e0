import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useGetPlaymatesGoingQuery } from '../api/playmates-api';
import { goingLine } from '../lib/going-line';

/** On an event page, to the dogs' owner only: which of their dogs' playmates are going. */
export function PlaymatesGoingCard({ meetupId }: { meetupId: string }) {
  const { data } = useGetPlaymatesGoingQuery(meetupId, { refetchOnMountOrArgChange: true });
  if (!data || data.dogs.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Playmates going</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Playmates going" className="flex flex-col gap-2">
          {data.dogs.map((dog) => (
            <li key={dog.id} className="text-sm">
              <span className="font-semibold">{goingLine(dog.name, dog.playmates.length)}</span>
              {': '}
              {dog.playmates.map((playmate) => playmate.name).join(', ')}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
