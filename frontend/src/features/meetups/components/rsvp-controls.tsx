import { Check, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  NO_RSVP,
  useClearRsvpMutation,
  useGetMyRsvpQuery,
  useSetRsvpMutation,
} from '../api/rsvp-api';
import { slotLabel } from '../lib/dog-places';
import { isUpcoming } from '../lib/format';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { DogEligibility } from '@packmeet/backend/contracts/entry-rules';
import type { MeetupResponse, RsvpResponse, RsvpStatus } from '@packmeet/backend/contracts/meetups';
import { DogPicker } from './dog-picker';

const CHOICES: { value: RsvpStatus; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not_going', label: 'Not Going' },
];

/** Waiting for a place still counts as having said Going: pressing it again leaves the queue. */
function activeChoice(rsvp: RsvpResponse): RsvpStatus | null {
  return rsvp.status === 'waitlisted' ? 'going' : rsvp.status;
}

function names(dogs: DogResponse[], ids: readonly string[]): string {
  return dogs
    .filter((dog) => ids.includes(dog.id))
    .map((dog) => dog.name)
    .join(', ');
}

function statusText(rsvp: RsvpResponse, dogs: DogResponse[], full: boolean): string {
  const bringing = names(dogs, rsvp.dogIds);
  switch (rsvp.status) {
    case 'going':
      return bringing ? `You're going with ${bringing}.` : "You're going.";
    case 'waitlisted':
      return "This meetup is full. You'll get a place automatically when one opens.";
    case 'maybe':
      return bringing ? `You might come with ${bringing}.` : 'You might come.';
    case 'not_going':
      return "You're not going.";
    default:
      return full
        ? 'This meetup is full: choose Going to join the waitlist.'
        : 'Let the group know if you can make it.';
  }
}

/**
 * Spec section 4 "RSVP": one answer per meetup or none. A different answer sets it; the active
 * one (check mark, aria-pressed) removes it when pressed again. Going beyond capacity puts the
 * caller on the waitlist ('Waitlisted (#n)'). The dog picker says which of my dogs come along;
 * changing it while answered re-sends the same answer. Closed for past and cancelled meetups.
 */
export function RsvpControls({
  meetup,
  dogs,
  now,
  className,
  eligibility,
}: {
  meetup: MeetupResponse;
  /** The signed-in user's dogs. */
  dogs: DogResponse[];
  /** The dogs against the meetup's rules (the event page knows; lists do not ask). */
  eligibility?: readonly DogEligibility[];
  /** The moment "upcoming" is judged against. */
  now: number;
  className?: string;
}) {
  const { data: rsvp = NO_RSVP, isLoading } = useGetMyRsvpQuery(meetup.id);
  const [setRsvp, setState] = useSetRsvpMutation();
  const [clearRsvp, clearState] = useClearRsvpMutation();
  // The dogs picked while no answer is stored (or while a change is on its way).
  const [draftDogs, setDraftDogs] = useState<string[] | null>(null);
  // The arrival slot picked before answering (a calm meetup with staggered arrivals).
  const [draftSlot, setDraftSlot] = useState<number | null>(null);

  const busy = setState.isLoading || clearState.isLoading;
  const closedReason =
    meetup.status === 'cancelled'
      ? 'RSVPs are closed: this meetup was cancelled.'
      : isUpcoming(meetup, now)
        ? null
        : 'RSVPs are closed: this meetup has already happened.';
  const active = activeChoice(rsvp);
  const bringsDogs = active === 'going' || active === 'maybe';
  const ownIds = dogs.map((dog) => dog.id);
  // Before answering, every dog that may come is picked; a dog the rules refuse is not.
  const welcomeIds = ownIds.filter(
    (dogId) => !eligibility?.some((entry) => entry.dogId === dogId && !entry.eligible),
  );
  const selectedDogs = draftDogs ?? (bringsDogs ? rsvp.dogIds : welcomeIds);
  const full = meetup.placesLeft !== null && meetup.placesLeft <= 0;
  const slot =
    draftSlot ??
    rsvp.arrivalSlot ??
    meetup.slots.find((each) => each.placesLeft > 0)?.offset ??
    null;
  const arrivalSlot = meetup.slots.length > 0 ? slot : undefined;

  function reportFailure(error: unknown) {
    toastFailure(error, {
      title: 'RSVP failed',
      fallback: 'Something went wrong. Please try again.',
    });
  }

  async function press(choice: RsvpStatus) {
    try {
      if (active === choice) {
        await clearRsvp(meetup.id).unwrap();
      } else {
        const dogIds =
          choice === 'not_going' ? [] : selectedDogs.filter((id) => ownIds.includes(id));
        await setRsvp({ meetupId: meetup.id, status: choice, dogIds, arrivalSlot }).unwrap();
      }
      setDraftDogs(null);
      setDraftSlot(null);
    } catch (error) {
      reportFailure(error);
    }
  }

  async function toggleDog(dogId: string, checked: boolean) {
    const next = checked
      ? [...selectedDogs.filter((id) => id !== dogId), dogId]
      : selectedDogs.filter((id) => id !== dogId);
    setDraftDogs(next);
    if (!bringsDogs || !active) return;
    try {
      await setRsvp({ meetupId: meetup.id, status: active, dogIds: next, arrivalSlot }).unwrap();
    } catch (error) {
      reportFailure(error);
    } finally {
      setDraftDogs(null);
    }
  }

  async function pickSlot(offset: number) {
    setDraftSlot(offset);
    if (active !== 'going') return;
    try {
      await setRsvp({
        meetupId: meetup.id,
        status: 'going',
        dogIds: rsvp.dogIds,
        arrivalSlot: offset,
      }).unwrap();
    } catch (error) {
      reportFailure(error);
    } finally {
      setDraftSlot(null);
    }
  }

  const disabled = busy || isLoading || closedReason !== null;

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div
        role="group"
        aria-label={`RSVP for ${meetup.title}`}
        aria-busy={busy || isLoading || undefined}
        className="flex flex-wrap gap-2"
      >
        {CHOICES.map(({ value, label }) => {
          const pressed = active === value;
          return (
            <Button
              key={value}
              size="sm"
              variant={pressed ? 'primary' : 'outline'}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => void press(value)}
              className="grow basis-[6.5rem] px-3"
            >
              {pressed ? <Check aria-hidden="true" /> : null}
              {label}
            </Button>
          );
        })}
      </div>

      {closedReason ? (
        <p className="text-sm text-muted-foreground">{closedReason}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2" role="status" aria-live="polite">
          {rsvp.status === 'waitlisted' ? (
            <Badge tone="honey">
              <Hourglass aria-hidden="true" />
              {`Waitlisted (#${rsvp.waitlistPosition ?? '?'})`}
            </Badge>
          ) : null}
          <p className="text-sm text-sand-700">{statusText(rsvp, dogs, full)}</p>
        </div>
      )}

      {meetup.slots.length > 0 && !closedReason && active !== 'not_going' ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Arrival slot
          <select
            className="h-10 rounded-xl border border-input bg-background px-3 text-sm"
            value={slot ?? ''}
            disabled={busy || isLoading}
            onChange={(event) => void pickSlot(Number(event.target.value))}
          >
            {meetup.slots.map((each) => (
              <option key={each.offset} value={each.offset}>
                {slotLabel(each, meetup.timeZone)}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {dogs.length > 0 && !closedReason && active !== 'not_going' ? (
        <DogPicker
          dogs={dogs}
          selected={selectedDogs}
          onToggle={(dogId, checked) => void toggleDog(dogId, checked)}
          disabled={busy || isLoading}
          eligibility={eligibility}
        />
      ) : null}
    </div>
  );
}
