import { PawPrint } from 'lucide-react';
import { useId } from 'react';
import { DogPhoto } from '@/components/dog-photo';
import { cn } from '@/lib/utils';
import type { AttendeeResponse } from '@packmeet/backend/contracts/meetups';
import { PersonAvatar } from '@/components/person-avatar';

type Heading = 'h3' | 'h4';

/** 'Fig (needs space), Bolt': the flag travels with the name, so it is read out too. */
function dogsText(dogs: AttendeeResponse['dogs']): string {
  return dogs.map((dog) => (dog.needsSpace ? `${dog.name} (needs space)` : dog.name)).join(', ');
}

function Person({ attendee, position }: { attendee: AttendeeResponse; position?: number | null }) {
  const { user, dogs } = attendee;
  return (
    <li className="flex items-center gap-3 py-2">
      <PersonAvatar person={user} className="size-9" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-2 truncate text-sm font-semibold">
          {position ? (
            <span className="rounded-full bg-honey-100 px-2 py-0.5 text-xs font-bold text-honey-700">
              {`#${position}`}
            </span>
          ) : null}
          <span className="truncate">{user.firstName}</span>
        </span>
        {dogs.some((dog) => dog.needsSpace) ? (
          <span className="w-fit rounded-full bg-honey-100 px-2 py-0.5 text-xs font-bold text-honey-700">
            Needs space
          </span>
        ) : null}
        {dogs.length > 0 ? (
          <span className="flex items-center gap-1 truncate text-xs text-muted-foreground">
            <PawPrint className="size-3 shrink-0 text-clay-500" aria-hidden="true" />
            <span className="truncate">{`with ${dogsText(dogs)}`}</span>
          </span>
        ) : null}
      </div>
      {dogs.length > 0 ? (
        <span className="flex shrink-0 -space-x-2" aria-hidden="true">
          {dogs.slice(0, 3).map((dog) => (
            <DogPhoto
              key={dog.id}
              src={dog.profilePicture}
              name={dog.name}
              className="size-8 rounded-full border-2 border-card"
            />
          ))}
        </span>
      ) : null}
    </li>
  );
}

function Section({
  title,
  people,
  heading: Heading,
  showPositions = false,
}: {
  title: string;
  people: AttendeeResponse[];
  heading: Heading;
  showPositions?: boolean;
}) {
  const id = useId();
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col">
      <Heading
        id={id}
        className="text-xs font-bold tracking-wider text-sand-600 uppercase"
      >{`${title} (${people.length})`}</Heading>
      <ul aria-label={title} className="flex flex-col divide-y divide-border/70">
        {people.map((attendee) => (
          <Person
            key={attendee.user.id}
            attendee={attendee}
            position={showPositions ? attendee.waitlistPosition : null}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * Who answered, in the server's order: going (in answer order), the waitlist with positions,
 * then maybe. People who are not going are only counted.
 */
export function AttendeeList({
  attendees,
  heading = 'h3',
  emptyText = 'No one has RSVPed yet.',
  className,
}: {
  attendees: AttendeeResponse[];
  heading?: Heading;
  emptyText?: string;
  className?: string;
}) {
  const going = attendees.filter((attendee) => attendee.rsvpStatus === 'going');
  const waitlist = attendees
    .filter((attendee) => attendee.rsvpStatus === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const maybe = attendees.filter((attendee) => attendee.rsvpStatus === 'maybe');
  const notGoing = attendees.filter((attendee) => attendee.rsvpStatus === 'not_going').length;

  if (going.length + waitlist.length + maybe.length === 0) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        {notGoing > 0 ? `${emptyText} ${notGoing} can't make it.` : emptyText}
      </p>
    );
  }
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Section title="Going" people={going} heading={heading} />
      <Section title="Waitlist" people={waitlist} heading={heading} showPositions />
      <Section title="Maybe" people={maybe} heading={heading} />
      {notGoing > 0 ? (
        <p className="text-xs text-muted-foreground">{`${notGoing} can't make it.`}</p>
      ) : null}
    </div>
  );
}
