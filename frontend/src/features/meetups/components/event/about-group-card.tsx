import { ArrowRight, MapPin, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OrganizerName } from '@/components/organizer-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCityState, pluralize } from '@/lib/utils';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';

/**
 * Spec section 2 "About group". Signed-in people get the group's description and size (the
 * group call needs a token); visitors see what the meetup itself says about it.
 */
export function AboutGroupCard({
  meetup,
  group,
  signedIn,
}: {
  meetup: MeetupResponse;
  group: GroupResponse | undefined;
  signedIn: boolean;
}) {
  const name = group?.name ?? meetup.groupName ?? 'This group';
  const place = formatCityState(group?.city ?? meetup.city, group?.state ?? meetup.state);
  return (
    <Card>
      <CardHeader>
        <CardTitle>About the Group</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <h3 className="font-display text-lg font-bold break-words">{name}</h3>
          <ul className="flex flex-col gap-1 text-sm text-sand-700">
            {place ? (
              <li className="flex items-center gap-2">
                <MapPin className="size-4 shrink-0 text-clay-500" aria-hidden="true" />
                {place}
              </li>
            ) : null}
            {group ? (
              <li className="flex items-center gap-2">
                <Users className="size-4 shrink-0 text-pine-600" aria-hidden="true" />
                {pluralize(group.memberCount, 'member')}
              </li>
            ) : null}
            {meetup.organizer ? (
              <li className="flex items-center gap-2">
                <UserRound className="size-4 shrink-0 text-pine-600" aria-hidden="true" />
                <span>
                  Meetup organized by{' '}
                  <OrganizerName name={meetup.organizer} trainer={meetup.organizerTrainer} />
                </span>
              </li>
            ) : null}
          </ul>
        </div>
        {group?.description?.trim() ? (
          <p className="line-clamp-5 text-sm leading-relaxed whitespace-pre-line text-sand-800">
            {group.description}
          </p>
        ) : null}
        {signedIn && meetup.groupId ? (
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to={paths.group.getHref(meetup.groupId)}>
              View Group
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
