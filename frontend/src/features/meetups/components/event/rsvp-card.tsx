import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useGetOwnDogsQuery } from '../../api/meetups-api';
import type { Meetup } from '../../types';
import { RsvpControls } from '../rsvp-controls';

/** RSVP for signed-in people (with their dogs); visitors are invited to sign in first. */
export function RsvpCard({
  meetup,
  signedIn,
  now,
}: {
  meetup: Meetup;
  signedIn: boolean;
  now: number;
}) {
  const { data: dogs = [] } = useGetOwnDogsQuery(undefined, { skip: !signedIn });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Are you going?</CardTitle>
        {signedIn ? null : (
          <CardDescription>Log in to RSVP and say which of your dogs are coming.</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <RsvpControls meetup={meetup} dogs={dogs} now={now} />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={paths.login.getHref()}>Log In to RSVP</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.register.getHref()}>Create a free account</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
