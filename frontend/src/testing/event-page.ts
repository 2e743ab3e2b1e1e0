import { screen, waitFor, within } from '@testing-library/react';
import type { AttendeeResponse, MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { expect } from 'vitest';
import { makeDog, makeGroup, makeMeetup } from './data';
import { createFakeApi, type FakeApi } from './fake-api';
import type { FakeSocketServer } from './fake-socket';
import { serveMeetups } from './meetups-backend';
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

/** One meetup served with its attendees, the group and the signed-in user's dogs. */
export function setup({
  meetup = makeMeetup(),
  attendees = [],
  memberOf = group,
  dogs = [biscuit],
  live,
}: {
  meetup?: MeetupResponse;
  attendees?: AttendeeResponse[];
  memberOf?: typeof group;
  dogs?: (typeof biscuit)[];
  /** The live channel a test plays itself; by default the fake backend pushes on its own. */
  live?: FakeSocketServer;
} = {}) {
  const fake = createFakeApi().on('GET', '/api/groups/:id', { json: memberOf });
  const backend = serveMeetups(fake, {
    meetups: [meetup],
    attendees: { [meetup.id]: attendees },
    myDogs: dogs,
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
