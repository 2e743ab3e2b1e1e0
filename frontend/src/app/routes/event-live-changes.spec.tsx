import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAttendee, makeMeetup } from '@/testing/data';
import { holdAnswers, openEvent, setup, TIMEOUT_MS, whosGoing } from '@/testing/event-page';
import { installFakeSocket } from '@/testing/fake-socket';

/*
 * A push carries only who changed since the push before, and is never sent again: the attendee
 * list must neither miss one nor let a fetch read before it undo it.
 */
/** `firstName` answers Going, as the server then lists them and pushes it. */
function joins(backend: ReturnType<typeof setup>['backend'], meetupId: string, firstName: string) {
  const person = makeAttendee(firstName);
  return backend.change(meetupId, {
    attendees: [...backend.attendees(meetupId), person],
    changed: [person],
  });
}

/** Opens the event page of a meetup Ana goes to, the list's first answer read but held back. */
async function openWhileListHeld() {
  const server = installFakeSocket();
  const meetup = makeMeetup();
  const { backend, fake } = setup({ meetup, attendees: [makeAttendee('Ana')], live: server });
  const attendeesUrl = `/api/meetups/${meetup.id}/attendees`;
  const release = holdAnswers(fake, '/api/meetups/:id/attendees', () =>
    backend.attendees(meetup.id),
  );
  await openEvent(meetup);
  await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));
  await waitFor(() => expect(fake.calls('GET', attendeesUrl)).toHaveLength(1));
  return { server, meetup, backend, fake, attendeesUrl, release };
}

describe('event page: live pushes are never lost', { timeout: TIMEOUT_MS }, () => {
  it("keeps a push that arrives before the attendee list's first answer", async () => {
    const { server, meetup, backend, fake, attendeesUrl, release } = await openWhileListHeld();

    // Priya answers after the list was read, and before its answer arrives.
    server.current.push(joins(backend, meetup.id, 'Priya'));
    release();

    expect(await within(whosGoing()).findByText('Priya')).toBeInTheDocument();
    expect(within(whosGoing()).getByText('Ana')).toBeInTheDocument();
    expect(fake.calls('GET', attendeesUrl)).toHaveLength(1);
  });

  it('keeps a push that arrives while a refetch is on its way, read before it', async () => {
    const server = installFakeSocket();
    const meetup = makeMeetup();
    const { backend, fake } = setup({ meetup, attendees: [makeAttendee('Ana')], live: server });
    await openEvent(meetup);
    await within(whosGoing()).findByText('Ana');
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));
    const attendeesUrl = `/api/meetups/${meetup.id}/attendees`;
    const before = fake.calls('GET', attendeesUrl).length;

    server.current.drop();
    // Missed while offline: the refetch after the reconnect brings Zoe.
    joins(backend, meetup.id, 'Zoe');
    const release = holdAnswers(fake, '/api/meetups/:id/attendees', () =>
      backend.attendees(meetup.id),
    );
    server.current.connectNow();
    await waitFor(() => expect(fake.calls('GET', attendeesUrl)).toHaveLength(before + 1));
    // Priya answers after the refetch read the list: her push comes before its answer.
    server.current.push(joins(backend, meetup.id, 'Priya'));
    expect(await within(whosGoing()).findByText('Priya')).toBeInTheDocument();
    release();

    expect(await within(whosGoing()).findByText('Zoe')).toBeInTheDocument();
    expect(within(whosGoing()).getByText('Priya')).toBeInTheDocument();
    expect(within(whosGoing()).getByText('Ana')).toBeInTheDocument();
  });

  it('refetches once an answer that was on its way when the connection dropped arrives', async () => {
    const { server, meetup, backend, fake, attendeesUrl, release } = await openWhileListHeld();

    server.current.drop();
    // Missed while offline, and not in the answer on its way (read before).
    joins(backend, meetup.id, 'Zoe');
    server.current.connectNow();
    release();

    expect(await within(whosGoing()).findByText('Zoe')).toBeInTheDocument();
    expect(within(whosGoing()).getByText('Ana')).toBeInTheDocument();
    expect(fake.calls('GET', attendeesUrl)).toHaveLength(2);
  });

  it('reads the list again once the server starts pushing, when a change slipped in before', async () => {
    const server = installFakeSocket({ holdAcks: true });
    const meetup = makeMeetup();
    const { backend, fake } = setup({ meetup, attendees: [makeAttendee('Ana')], live: server });
    const attendeesUrl = `/api/meetups/${meetup.id}/attendees`;
    await openEvent(meetup);
    await within(whosGoing()).findByText('Ana');
    // Priya answers after the list was read and before the watch was accepted: no push for her.
    joins(backend, meetup.id, 'Priya');
    expect(fake.calls('GET', attendeesUrl)).toHaveLength(1);

    server.current.acknowledge();

    expect(await within(whosGoing()).findByText('Priya')).toBeInTheDocument();
    expect(fake.calls('GET', attendeesUrl)).toHaveLength(2);
  });
});
