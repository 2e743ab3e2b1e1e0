import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS } from '../src/contracts/live.js';
import { format, scratchDirectory, startServer, type Row } from './support.js';

/** LIVE_BENCH_CLIENTS: a smaller smoke run while others share the machine. */
const CLIENTS = Number(process.env.LIVE_BENCH_CLIENTS ?? 1_000);
const TRIALS = 20;

async function connectAll(
  url: string,
  count: number,
  join: (socket: Socket) => Promise<unknown>,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let batch = 0; batch < count; batch += 100) {
    const connected = await Promise.all(
      Array.from({ length: Math.min(100, count - batch) }, async () => {
        const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        await join(socket);
        return socket;
      }),
    );
    sockets.push(...connected);
  }
  return sockets;
}

/** Every client's delay from the trigger's HTTP answer to its message, over all trials. */
async function measure(
  sockets: Socket[],
  event: string,
  trigger: (trial: number) => Promise<void>,
): Promise<number[]> {
  const delays: number[] = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    let answeredAt = 0;
    const arrivals: number[] = [];
    const received = new Promise<void>((resolve) => {
      for (const socket of sockets) {
        socket.once(event, () => {
          arrivals.push(performance.now());
          if (arrivals.length === sockets.length) resolve();
        });
      }
    });
    await trigger(trial);
    answeredAt = performance.now();
    await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (arrivals.length < sockets.length)
      throw new Error(
        `trial ${trial}: only ${arrivals.length} of ${sockets.length} clients received`,
      );
    // A push may reach a client before the HTTP answer reaches us: that counts as no delay.
    delays.push(...arrivals.map((at) => Math.max(0, at - answeredAt)));
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  return delays.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function json(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** p50 and p99 of ours against the bare broadcast of the same payload. */
function ratioRows(what: string, ours: number[], bare: number[]): Row[] {
  return (
    [
      ['p50', 50, 1.5],
      ['p99', 99, 2],
    ] as const
  ).map(([label, p, limit]) => {
    const baseline = percentile(bare, p);
    const measured = percentile(ours, p);
    const ratio = measured / Math.max(1, baseline);
    return {
      name: `${what} -> ${format(CLIENTS)} sockets, ${label} (${TRIALS} trials)`,
      baseline: `${baseline.toFixed(1)} ms (bare socket.io room broadcast)`,
      measured: `${measured.toFixed(1)} ms`,
      ratio,
      target: `<= ${limit}x`,
      pass: ratio <= limit,
    };
  });
}

/**
 * Live attendance: from an RSVP's HTTP answer, and from a day-of status
 * change's (a meetup starting within the hour), to its arrival at 1,000
 * socket.io clients watching the meetup, against a bare socket.io room
 * broadcast of the same payload to 1,000 clients (same machine, same run).
 */
export async function liveBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('live');
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_IP_PER_MIN: '100000',
  });
  const raw = await startServer(join(import.meta.dirname, 'raw-socket-server.ts'), {});
  try {
    const register = async (i: number) =>
      (
        await json(`${server.url}/api/auth/register`, {
          firstName: 'Bench',
          lastName: `User${i}`,
          username: `bench_live_${i}_${Date.now()}`,
          email: `bench.live.${i}.${Date.now()}@example.com`,
          password: 'benchmark-password',
          city: 'Austin',
          state: 'TX',
        })
      ).token as string;
    const organizer = await register(0);
    const group = await json(
      `${server.url}/api/groups`,
      { name: 'Bench Pack', description: 'Benchmark', city: 'Austin', state: 'TX' },
      organizer,
    );
    const meetup = await json(
      `${server.url}/api/meetups`,
      {
        groupId: group.id,
        title: 'Benchmark Meetup',
        description: 'Measuring live attendance',
        location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        maxAttendees: 100,
      },
      organizer,
    );
    const members: string[] = [];
    for (let i = 1; i <= TRIALS; i++) members.push(await register(i));

    const ours = await connectAll(server.url, CLIENTS, (socket) =>
      socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId: meetup.id }),
    );
    let lastPush: unknown = null;
    ours[0]!.on(LIVE_EVENTS.attendance, (update: unknown) => (lastPush = update));
    const oursDelays = await measure(ours, LIVE_EVENTS.attendance, async (trial) => {
      await json(
        `${server.url}/api/meetups/${String(meetup.id)}/rsvp`,
        { status: 'going' },
        members[trial],
      );
    });
    let lastStatusPush: unknown = null;
    const statusDelays = await measureStatusChanges(
      server.url,
      organizer,
      group.id,
      members,
      ours,
      (push) => {
        lastStatusPush = push;
      },
    );
    for (const socket of ours) socket.disconnect();

    // The baselines broadcast the very payloads our last pushes carried.
    const rawSockets = await connectAll(raw.url, CLIENTS, (socket) =>
      socket.emitWithAck('join', {}),
    );
    const bare = (payload: unknown) =>
      measure(rawSockets, 'update', async () => {
        await fetch(`${raw.url}/broadcast`, { method: 'POST', body: JSON.stringify(payload) });
      });
    const rawDelays = await bare(lastPush);
    const rawStatusDelays = await bare(lastStatusPush);
    for (const socket of rawSockets) socket.disconnect();

    const rows = [
      ...ratioRows('RSVP answer', oursDelays, rawDelays),
      ...ratioRows('Day-of status answer', statusDelays, rawStatusDelays),
    ];
    return rows;
  } finally {
    server.process.kill();
    raw.process.kill();
  }
}

/**
 * The status line: the same sockets watch a meetup starting within the hour
 * (statuses are open), every member going; each trial one member says they
 * are on their way. Answers every client's delay, as `measure` does.
 */
async function measureStatusChanges(
  url: string,
  organizer: string,
  groupId: unknown,
  members: string[],
  sockets: Socket[],
  onPush: (push: unknown) => void,
): Promise<number[]> {
  const today = await json(
    `${url}/api/meetups`,
    {
      groupId,
      title: 'Benchmark Day',
      description: 'Measuring day-of statuses',
      location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
      maxAttendees: 100,
    },
    organizer,
  );
  const meetupId = String(today.id);
  for (const member of members) await json(`${url}/api/meetups/${meetupId}/rsvp`, {}, member);
  await Promise.all(
    sockets.map((socket) => socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId })),
  );
  // Let the RSVPs' own pushes pass before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  sockets[0]!.on(LIVE_EVENTS.attendance, onPush);
  return measure(sockets, LIVE_EVENTS.attendance, async (trial) => {
    await json(
      `${url}/api/meetups/${meetupId}/day-status`,
      { status: 'on_my_way' },
      members[trial],
    );
  });
}
