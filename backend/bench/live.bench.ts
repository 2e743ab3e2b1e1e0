import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { LIVE_EVENTS } from '../src/contracts/live.js';
import {
  connectAll,
  connectRaw,
  measure as measureFrom,
  rawBroadcast,
  ratioRows as ratioRowsOf,
  startRawSocketServer,
} from './fan-out.js';
import { scratchDirectory, startServer, type Row } from './support.js';

/** LIVE_BENCH_CLIENTS: a smaller smoke run while others share the machine. */
const CLIENTS = Number(process.env.LIVE_BENCH_CLIENTS ?? 1_000);
const TRIALS = 20;

/** From the trigger's HTTP answer, as the RSVP's own client sees its change confirmed. */
const measure = (sockets: Socket[], event: string, trigger: (trial: number) => Promise<void>) =>
  measureFrom(sockets, event, trigger, { trials: TRIALS, from: 'answered' });
const ratioRows = (what: string, ours: number[], bare: number[]) =>
  ratioRowsOf(what, ours, bare, { clients: CLIENTS, trials: TRIALS });

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
  const raw = await startRawSocketServer();
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
    const rawSockets = await connectRaw(raw.url, CLIENTS);
    const bare = (payload: unknown) =>
      measure(rawSockets, 'update', () => rawBroadcast(raw.url, payload));
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
