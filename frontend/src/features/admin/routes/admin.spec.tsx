import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDog, makeProfile, TEST_TOKEN } from '@/testing/data';
import { createFakeApi, errorBody, type FakeApi } from '@/testing/fake-api';
import { FakeSocket } from '@/testing/fake-socket';
import { findToast, renderApp, signIn } from '@/testing/test-utils';
import {
  ADMIN_PROJECTIONS_EVENTS,
  type ProjectionOverview,
  type ProjectionsOverviewResponse,
} from '@packmeet/backend/contracts/admin';
import { setAdminSocketFactory, type AdminSocket } from '../api/admin-socket';

/** Plays the server's side of the admin socket: the shared fake, pushing overviews as the server does. */
class FakeAdminSocket extends FakeSocket implements AdminSocket {
  override connectNow() {
    act(() => super.connectNow());
  }
  override push(overview: ProjectionsOverviewResponse) {
    super.push(overview, ADMIN_PROJECTIONS_EVENTS.overview);
  }
}

function projection(overrides: Partial<ProjectionOverview> = {}): ProjectionOverview {
  return {
    name: 'users',
    version: 1,
    state: 'live',
    checkpoint: '1200',
    lag: 0,
    lastError: null,
    replay: null,
    ...overrides,
  };
}

function overview(projections: ProjectionOverview[]): ProjectionsOverviewResponse {
  return { headPosition: '1200', projections };
}

const initial = overview([
  projection(),
  projection({ name: 'groups', version: 3, checkpoint: '1150', lag: 50, state: 'catching_up' }),
  projection({
    name: 'meetups',
    state: 'failed',
    checkpoint: '800',
    lag: 400,
    lastError: {
      message: 'Cannot read properties of undefined',
      eventType: 'MeetupScheduled',
      position: '801',
      at: '2026-11-20T10:00:00.000Z',
    },
  }),
]);

function adminBackend(
  options: { isAdmin?: boolean; projections?: ProjectionsOverviewResponse } = {},
) {
  const isAdmin = options.isAdmin ?? true;
  return createFakeApi()
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/profile', { json: makeProfile({ isAdmin }) })
    .on('GET', '/api/admin/projections', () =>
      isAdmin
        ? { json: options.projections ?? initial }
        : { status: 403, json: errorBody(403, 'Administrators only') },
    );
}

function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
}

describe('/admin', () => {
  let sockets: FakeAdminSocket[];
  beforeEach(() => {
    sockets = [];
    setAdminSocketFactory((auth) => {
      const socket = new FakeAdminSocket(auth);
      sockets.push(socket);
      return socket;
    });
  });
  afterEach(() => setAdminSocketFactory(null));

  it('lists every projection with its state, checkpoint, lag and last error, and an Admin menu entry', async () => {
    adminBackend();
    signIn();
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByText(/event log at position 1,200/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);

    const users = within(row('users'));
    expect(users.getByText('Live')).toBeInTheDocument();
    expect(users.getByText('1,200')).toBeInTheDocument();
    expect(users.getByText('None')).toBeInTheDocument();
    expect(users.getByText('Not replayed')).toBeInTheDocument();

    const groups = within(row('groups'));
    expect(groups.getByText('version 3')).toBeInTheDocument();
    expect(groups.getByText('Catching up')).toBeInTheDocument();
    expect(groups.getByText('50')).toBeInTheDocument();

    const meetups = within(row('meetups'));
    expect(meetups.getByText('Failed')).toBeInTheDocument();
    expect(meetups.getByText('400')).toBeInTheDocument();
    expect(meetups.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(meetups.getByText('MeetupScheduled at position 801')).toBeInTheDocument();

    const menu = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(menu).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('says that email is off: addresses are not verified and password resets go through an operator', async () => {
    adminBackend().on('GET', '/api/admin/notifications', {
      json: {
        emailEnabled: false,
        counts: { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0, cancelled: 0 },
        recent: [],
      },
    });
    signIn();
    renderApp('/admin');
    const outbox = (await screen.findByRole('heading', { name: 'Email outbox' })).parentElement!;
    expect(outbox).toHaveTextContent(
      'Email is off: SMTP_URL is not set. Notifications are in-app only, addresses are not verified, and password resets go through an operator: npm run account -- reset-link <email> prints a link to hand over.',
    );
  });

  it('lists this month’s unmet demand by city, most owners first, counts only', async () => {
    adminBackend().on('GET', '/api/admin/demand', {
      json: {
        month: '2026-11',
        cities: [
          {
            citySlug: 'austin-tx',
            city: 'Austin',
            state: 'TX',
            owners: 15,
            activities: [
              { activity: 'scent-work', owners: 14 },
              { activity: null, owners: 1 },
            ],
          },
        ],
      },
    });
    signIn();
    renderApp('/admin');

    const table = await screen.findByRole('table', { name: 'Unmet demand by city' });
    const austin = within(table).getByRole('link', { name: 'Austin, TX' });
    expect(austin).toHaveAttribute('href', '/city/austin-tx');
    expect(austin.closest('tr')).toHaveTextContent('Austin, TX15Scent work (14), Any group (1)');
  });

  it('watches projections over its own socket and shows replay progress, speed, ETA and the end live', async () => {
    adminBackend();
    signIn();
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administration' });

    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(socket.auth).toEqual({ token: TEST_TOKEN });
    socket.connectNow();
    expect(socket.emitted.map((entry) => entry.event)).toEqual([ADMIN_PROJECTIONS_EVENTS.watch]);

    const startedAt = '2026-11-22T10:00:00.000Z';
    socket.push(
      overview([
        projection({
          replay: {
            state: 'rebuilding',
            startedAt,
            finishedAt: null,
            processed: 600,
            total: 1200,
            eventsPerSecond: 15000.4,
            etaSeconds: 75,
            error: null,
          },
        }),
        initial.projections[1]!,
        initial.projections[2]!,
      ]),
    );
    // The store batches pushes into the next frame.
    const users = within(row('users'));
    expect(await users.findByRole('progressbar', { name: 'Replay of users' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(users.getByText('Rebuilding')).toBeVisible();
    expect(users.getByText('600 of 1,200 events · 15,000 events/s · ETA 1 min 15 s')).toBeVisible();
    expect(users.getByRole('button', { name: 'Replay users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Replay all' })).toBeDisabled();

    socket.push(
      overview([
        projection({
          checkpoint: '1210',
          replay: {
            state: 'done',
            startedAt,
            finishedAt: '2026-11-22T10:02:05.000Z',
            processed: 1210,
            total: 1210,
            eventsPerSecond: 9680,
            etaSeconds: 0,
            error: null,
          },
        }),
        initial.projections[1]!,
        initial.projections[2]!,
      ]),
    );
    const done = within(row('users'));
    expect(await done.findByText('Replayed 1,210 events in 2 min 5 s')).toBeInTheDocument();
    expect(done.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(done.getByText('1,210')).toBeInTheDocument();
    expect(done.getByRole('button', { name: 'Replay users' })).toBeEnabled();

    // A reconnect watches again: the server's watch belongs to a connection.
    socket.connectNow();
    expect(
      socket.emitted.filter((entry) => entry.event === ADMIN_PROJECTIONS_EVENTS.watch),
    ).toHaveLength(2);
  });

  it('replays one projection after a confirmation that says the read model keeps serving', async () => {
    const fake = adminBackend().on(
      'POST',
      '/api/admin/projections/:name/replay',
      (_request, params) => ({
        status: 202,
        json: { name: params.name, startedAt: '2026-11-22T10:00:00.000Z' },
      }),
    );
    signIn();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administration' });

    await user.click(within(row('groups')).getByRole('button', { name: 'Replay groups' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replay groups?' });
    expect(dialog).toHaveTextContent(
      'The groups read model is rebuilt from the event log (1,200 events) into fresh collections.',
    );
    expect(dialog).toHaveTextContent(
      'The current read model keeps serving the app during the rebuild',
    );
    expect(fake.calls('POST', '/api/admin/projections/groups/replay')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Start replay' }));
    expect(await findToast('Replay started')).toHaveTextContent('Rebuilding groups');
    expect(fake.calls('POST', '/api/admin/projections/groups/replay')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The overview is fetched again so the new replay shows even before the first push.
    await waitFor(() => expect(fake.calls('GET', '/api/admin/projections')).toHaveLength(2));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fake = adminBackend();
    signIn();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administration' });

    await user.click(screen.getByRole('button', { name: 'Replay users' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the server message when a replay of that projection is already running (409)', async () => {
    adminBackend().on('POST', '/api/admin/projections/:name/replay', (_request, params) => ({
      status: 409,
      json: errorBody(409, `A replay of ${params.name} is already running`),
    }));
    signIn();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administration' });

    await user.click(screen.getByRole('button', { name: 'Replay users' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start replay' }),
    );
    const toast = await findToast('Replay not started');
    expect(toast).toHaveTextContent('A replay of users is already running');
  });

  it('replays every projection with Replay all', async () => {
    const fake = adminBackend().on('POST', '/api/admin/projections/replay-all', {
      status: 202,
      json: { names: ['users', 'groups', 'meetups'], startedAt: '2026-11-22T10:00:00.000Z' },
    });
    signIn();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administration' });

    await user.click(screen.getByRole('button', { name: 'Replay all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replay all projections?' });
    expect(dialog).toHaveTextContent('Each of the 3 read models is rebuilt');
    await user.click(within(dialog).getByRole('button', { name: 'Replay all' }));
    expect(await findToast('Replays started')).toHaveTextContent('Rebuilding 3 read models');
    expect(fake.calls('POST', '/api/admin/projections/replay-all')).toHaveLength(1);
  });

  it('closes its socket when the operator leaves the page', async () => {
    adminBackend();
    signIn();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Administration' });
    await waitFor(() => expect(sockets).toHaveLength(1));

    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(sockets[0]!.disconnected).toBe(true));
  });
});

describe('/admin for everyone else', () => {
  let fake: FakeApi;
  let opened: number;
  beforeEach(() => {
    opened = 0;
    setAdminSocketFactory((auth) => {
      opened += 1;
      return new FakeAdminSocket(auth);
    });
    fake = adminBackend({ isAdmin: false });
    signIn();
  });
  afterEach(() => setAdminSocketFactory(null));

  it('shows a forbidden screen, no data, no socket and no Admin menu entry', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await waitFor(() => expect(fake.calls('GET', '/api/profile')).toHaveLength(1));
    const menu = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(opened).toBe(0);
  });
});
