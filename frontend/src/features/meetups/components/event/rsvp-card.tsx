import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { useGetMeetupEligibilityQuery } from '../../api/eligibility-api';
import { RsvpControls } from '../rsvp-controls';
import { RSVP_CARD_ID } from './sticky-rsvp-bar';

/** RSVP for signed-in people (with their dogs); visitors are invited to sign in first. */
export function RsvpCard({
  meetup,
  signedIn,
  dogs,
  now,
}: {
  meetup: MeetupResponse;
  signedIn: boolean;
  /** The signed-in user's dogs. */
  dogs: DogResponse[];
  now: number;
}) {
  const { data: eligibility } = useGetMeetupEligibilityQuery(meetup.id, { skip: !signedIn });
  return (
    // Focusable so the sticky bar can move focus here along with the view.
    <Card id={RSVP_CARD_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <CardHeader>
        <CardTitle>Are you going?</CardTitle>
        {signedIn ? null : (
          <CardDescription>Log in to RSVP and say which of your dogs are coming.</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <RsvpControls meetup={meetup} dogs={dogs} now={now} eligibility={eligibility?.dogs} />
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
