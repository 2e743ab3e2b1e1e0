import { screen, waitFor, within } from '@testing-library/react';
import type {
  AttendeeResponse,
  MeetupResponse,
  StoredRsvpStatus,
} from '@packmeet/backend/contracts/meetups';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import { expect } from 'vitest';
import { makeAttendee, makeDog, makeGroup, makeMeetup, TEST_USER_ID } from './data';
import { createFakeApi, type FakeApi } from './fake-api';
import type { FakeSocketServer } from './fake-socket';
import { rsvpIn, serveMeetups, type RecordedRsvpAnswer } from './meetups-backend';
import { renderApp, signIn } from './test-utils';

/*
 * The event page's backend and screen helpers, shared by its spec files
 * (app/routes/event*.spec.tsx).
 */

/** Route-level flows type and click a lot; a busy machine needs more than the default 5 s. */
export const TIMEOUT_MS = 15_000;

/** The meetup's group, as GET /api/groups/{id} answers a member. */
export const group = makeGroup({
  id: 'group-1',
  name: 'Laurelhurst Calm Walkers',
  description: 'Slow parallel walks for dogs who like their space.',
  memberCount: 12,
  isMember: true,
  role: 'member',
});
export const biscuit = makeDog({ name: 'Biscuit' });
export const mochi = makeDog({ name: 'Mochi' });

/** One meetup served with its attendees (its counts must say the same), the group and the signed-in user's dogs. */
export function setup({
  meetup = makeMeetup(),
  attendees = [],
  memberOf = group,
  dogs = [biscuit],
  answers = [],
  live,
}: {
  meetup?: MeetupResponse;
  attendees?: AttendeeResponse[];
  memberOf?: typeof group;
  dogs?: (typeof biscuit)[];
  /** The server's answers to the RSVPs the test makes, in order. */
  answers?: RecordedRsvpAnswer[];
  /** The live channel a test plays itself; by default the fake backend pushes on its own. */
  live?: FakeSocketServer;
} = {}) {
  const fake = createFakeApi().on('GET', '/api/groups/:id', { json: memberOf });
  const backend = serveMeetups(fake, {
    meetups: [meetup],
    attendees: { [meetup.id]: attendees },
    myDogs: dogs,
    answers,
    ...(live ? { live } : {}),
  });
  return { fake, backend, meetup };
}

/**
 * Answers GET `path` with what `read` returns when the request arrives, but only once the test
 * calls the returned `release`: an answer read before a change that arrives after it.
 */
export function holdAnswers(fake: FakeApi, path: string, read: () => unknown): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  fake.on('GET', path, async () => {
    const json = structuredClone(read());
    await released;
    return { json };
  });
  return release;
}

export async function openEvent(meetup: MeetupResponse, { visitor = false } = {}) {
  if (!visitor) signIn();
  const result = renderApp(`/event/${meetup.slug}`);
  await screen.findByRole('heading', { level: 1, name: meetup.title });
  return result;
}

export const rsvpButtons = async (title = 'Sunday Sniff Walk') => {
  const group = await screen.findByRole('group', { name: `RSVP for ${title}` });
  await waitFor(() => expect(within(group).getByRole('button', { name: 'Going' })).toBeEnabled());
  return {
    group,
    going: within(group).getByRole('button', { name: 'Going' }),
    maybe: within(group).getByRole('button', { name: 'Maybe' }),
    notGoing: within(group).getByRole('button', { name: 'Not Going' }),
  };
};

export const hasCheckMark = (button: HTMLElement) =>
  button.querySelector('svg.lucide-check') !== null;

export const whosGoing = () =>
  screen.getByRole('heading', { name: "Who's Going" }).closest('div')!.parentElement!;

/** The signed-in user (Maya) as the server lists her among a meetup's attendees. */
export function meIn(
  rsvpStatus: StoredRsvpStatus,
  dogs: DogResponse[] = [],
  waitlistPosition: number | null = null,
): AttendeeResponse {
  const me = makeAttendee('Maya', { rsvpStatus, waitlistPosition });
  me.user.id = TEST_USER_ID;
  me.dogs = dogs.map((dog) => ({
    id: dog.id,
    name: dog.name,
    breed: dog.breed ?? null,
    profilePicture: null,
    sizeClass: dog.sizeClass ?? null,
    needsSpace: dog.needsSpace ?? false,
  }));
  return me;
}

/**
 * The server's answer to one RSVP request: the meetup (its counts stated) and the list it then
 * serves; the RSVP is the user's entry in that list, the push names the user.
 */
export function rsvpAnswer(
  body: RecordedRsvpAnswer['body'],
  meetup: MeetupResponse,
  attendees: AttendeeResponse[],
): RecordedRsvpAnswer {
  const mine = attendees.find((attendee) => attendee.user.id === TEST_USER_ID);
  return {
    body,
    meetup,
    attendees,
    rsvp: rsvpIn(attendees),
    push: mine ? { changed: [mine], removed: [] } : { changed: [], removed: [TEST_USER_ID] },
  };
}
