import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useGetPlaymateMeetupsQuery } from '../api/playmates-api';
import { goingLine } from '../lib/going-line';

/** On the dashboard: upcoming meetups where the owner's dogs' playmates are going. */
export function PlaymateMeetupsCard() {
  const { data } = useGetPlaymateMeetupsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.meetups.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where your dogs’ playmates are going</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Meetups with playmates" className="flex flex-col gap-3">
          {data.meetups.map((meetup) => (
            <li key={meetup.meetupId} className="flex flex-col">
              <Link to={paths.meetup.getHref(meetup.meetupId)} className="font-semibold">
                {meetup.title}
              </Link>
              {meetup.dogs.map((dog) => (
                <span key={dog.id} className="text-sm text-muted-foreground">
                  {goingLine(dog.name, dog.playmates.length)}:{' '}
                  {dog.playmates.map((playmate) => playmate.name).join(', ')}
                </span>
              ))}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
