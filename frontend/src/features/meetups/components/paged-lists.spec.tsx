import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { makeAttendanceUpdate, makeAttendee, makeMeetup } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { installFakeSocket } from '@/testing/fake-socket';
import { renderWithProviders } from '@/testing/test-utils';
import { HistoryCard } from './event/history-card';
import { WhosGoingCard } from './event/whos-going-card';
import { UpcomingMeetupsPreview } from './upcoming-meetups-preview';

/** An answer with the next page's URL in its Link header, as every paged list answers. */
const withNext = (body: unknown, next: string | null) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      ...(next ? { link: `<${next}>; rel="next"` } : {}),
    },
  });

const cursorOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('cursor');

describe('paged meetup lists', () => {
  it("loads who's going a page at a time from the Link header, and reads the later pages again at a push", async () => {
    const server = installFakeSocket();
    const meetup = makeMeetup();
    const ana = makeAttendee('Ana');
    const ben = makeAttendee('Ben');
    const cleo = makeAttendee('Cleo', { rsvpStatus: 'maybe' });
    const next = `/api/meetups/${meetup.id}/attendees?limit=2&cursor=c1`;
    let later = [cleo];
    const fake = createFakeApi().on('GET', '/api/meetups/:id/attendees', (request) =>
      cursorOf(request.url) === 'c1' ? { json: later } : withNext([ana, ben], next),
    );
    renderWithProviders(<WhosGoingCard meetup={meetup} />);

    expect(await screen.findByText('Ben')).toBeInTheDocument();
    expect(screen.queryByText('Cleo')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more people' }));
    expect(await screen.findByText('Cleo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more people' })).not.toBeInTheDocument();
    // The first page may be read twice (again once the watch starts); the second page once.
    const asked = () =>
      fake
        .calls('GET', `/api/meetups/${meetup.id}/attendees`)
        .map((call) => call.url)
        .filter((url) => cursorOf(url) !== null);
    expect(asked()).toEqual([next]);

    // Cleo takes her answer back: the push names her, the later page is read again without her.
    later = [];
    await waitFor(() => expect(server.current.watching()).toContain(meetup.id));
    server.current.push(makeAttendanceUpdate(meetup, { removed: [cleo.user.id] }));
    await waitFor(() => expect(screen.queryByText('Cleo')).not.toBeInTheDocument());
    expect(asked()).toEqual([next, next]);
    expect(screen.getByText('Ana')).toBeInTheDocument();
  });

  it("loads a meetup's later changes from the Link header", async () => {
    installFakeSocket();
    const meetup = makeMeetup();
    const entry = (revision: number): HistoryEntry => ({
      revision,
      type: 'MeetupUpdated',
      at: new Date(Date.UTC(2031, 3, 2, 10, revision)).toISOString(),
      actor: null,
      subject: null,
      sentence: `Change number ${revision}`,
      attendanceAfter: {
        going: 0,
        maybe: 0,
        notGoing: 0,
        waitlisted: 0,
        unregistered: 0,
        maxAttendees: 20,
      },
    });
    const next = `/api/meetups/${meetup.id}/history?limit=2&cursor=h2`;
    const fake = createFakeApi().on('GET', '/api/meetups/:id/history', (request) =>
      cursorOf(request.url) === 'h2'
        ? { json: { meetupId: meetup.id, entries: [entry(3)], asOf: null } }
        : withNext({ meetupId: meetup.id, entries: [entry(1), entry(2)], asOf: null }, next),
    );
    renderWithProviders(<HistoryCard meetupId={meetup.id} />);

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Change number 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show later changes' }));
    expect(await within(timeline).findByText('Change number 3')).toBeInTheDocument();
    expect(
      within(timeline)
        .getAllByText(/^Change number/)
        .map((item) => item.textContent),
    ).toEqual(['Change number 1', 'Change number 2', 'Change number 3']);
    expect(screen.queryByRole('button', { name: 'Show later changes' })).not.toBeInTheDocument();
    expect(fake.calls('GET', `/api/meetups/${meetup.id}/history`)).toHaveLength(2);
  });

  it("loads more of the dashboard's upcoming meetups in View All", async () => {
    installFakeSocket();
    const meetups: MeetupResponse[] = Array.from({ length: 3 }, (_, index) =>
      makeMeetup({ title: `Walk ${index + 1}` }),
    );
    const next = '/api/meetups/upcoming?limit=2&cursor=m2';
    const fake = createFakeApi().on('GET', '/api/meetups/upcoming', (request) =>
      cursorOf(request.url) === 'm2' ? { json: [meetups[2]] } : withNext(meetups.slice(0, 2), next),
    );
    renderWithProviders(
      <MemoryRouter>
        <UpcomingMeetupsPreview />
      </MemoryRouter>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'View All (2+)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Walk 3')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more meetups' }));
    expect(await within(dialog).findByText('Walk 3')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Show more meetups' }),
    ).not.toBeInTheDocument();
    expect(fake.calls('GET', '/api/meetups/upcoming').map((call) => call.url)).toEqual([
      '/api/meetups/upcoming',
      next,
    ]);
  });
});
