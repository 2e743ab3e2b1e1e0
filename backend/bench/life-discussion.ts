import { loadavg } from 'node:os';
import { DISCUSSION_PUSH, type DiscussionPush } from '../src/contracts/discussion.js';
import { LIVE_EVENTS } from '../src/contracts/live.js';
import {
  connectAll,
  connectRaw,
  measureAlternating,
  rawBroadcast,
  ratioRows,
  startRawSocketServer,
} from './fan-out.js';
import { call, member, organizerWithGroup, startApp, stopServer, type Row } from './support.js';

/** LIFE_BENCH_SOCKETS: fewer watching sockets while others share the machine. */
const SOCKETS = Number(process.env.LIFE_BENCH_SOCKETS ?? 1_000);
const POSTS = 40;
/** Two posts each: within the per-member post limit as configured (20 in 10 minutes). */
const AUTHORS = 20;

const load = () => loadavg()[0]!.toFixed(1);

/**
 * A discussion post reaching the sockets watching its meetup's page: from
 * `POST /api/meetups/{id}/discussion` sent to each socket's push, 40 posts,
 * against a bare socket.io server's room broadcast of the same payload to
 * as many sockets, from its trigger sent; the two alternate, trial by trial,
 * with both sets of sockets connected throughout (same machine, same run). The
 * watchers are the group's signed-in members, each author's sockets among
 * them, so the push takes the members' room and its block exclusions.
 */
export async function lifeDiscussionBench(): Promise<Row[]> {
  const loadBefore = load();
  const server = await startApp('life-discussion');
  const raw = await startRawSocketServer();
  try {
    const base = server.url;
    const { organizer, groupId } = await organizerWithGroup(base, 'Bench Discussion Pack');
    const meetup = await call(base, 'POST', '/api/meetups', organizer, {
      groupId,
      title: 'Bench discussion walk',
      description: 'A thousand pages open.',
      location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      maxAttendees: 100,
    });
    const meetupId = String(meetup.id);
    const authors: string[] = [];
    for (let i = 1; i <= AUTHORS; i++) {
      const token = await member(base, i);
      await call(base, 'POST', `/api/groups/${groupId}/join`, token);
      authors.push(token);
    }

    const ours = await connectAll(
      base,
      SOCKETS,
      (socket) => socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId }),
      (index) => ({ token: authors[index % authors.length]! }),
    );
    const rawSockets = await connectRaw(raw.url, SOCKETS);
    const post = (trial: number) =>
      call(base, 'POST', `/api/meetups/${meetupId}/discussion`, authors[trial % AUTHORS], {
        text: `Is the north gate open? (${trial + 1})`,
      });
    // One post first, untimed, awaited at every socket: it warms the path and gives the
    // baseline its payload.
    const firstPush = Promise.all(
      ours.map(
        (socket) => new Promise<DiscussionPush>((resolve) => socket.once(DISCUSSION_PUSH, resolve)),
      ),
    );
    await post(POSTS);
    const [payload] = (await firstPush) as [DiscussionPush];
    if (payload.kind !== 'post') throw new Error(`the watchers saw a ${payload.kind}, not a post`);
    const [oursDelays, rawDelays] = await measureAlternating(
      {
        sockets: ours,
        event: DISCUSSION_PUSH,
        trigger: async (trial) => void (await post(trial)),
      },
      { sockets: rawSockets, event: 'update', trigger: () => rawBroadcast(raw.url, payload) },
      { trials: POSTS, from: 'sent' },
    );
    for (const socket of [...ours, ...rawSockets]) socket.disconnect();

    return ratioRows(
      `Discussion post sent (load ${loadBefore} -> ${load()})`,
      oursDelays,
      rawDelays,
      { clients: SOCKETS, trials: POSTS },
    );
  } finally {
    await Promise.all([stopServer(server.process), stopServer(raw.process)]);
  }
}
