/**
 * `node --import ./backend/scripts/register-typescript.mjs backend/scripts/use-case-paths.ts`:
 * measures which server files run for the two use cases docs/use-cases.md
 * follows (one RSVP; one join request to a private group and its approval)
 * and checks that the document names every one of them and that every path
 * it names exists. Exits 1 when either is not so.
 *
 * The real app as the tests start it (SQLite file, in-memory read store, real
 * HTTP and socket.io). Each request is made once to warm up, then V8's
 * precise coverage (call counts) is reset, the request is made again and
 * awaited until its socket push arrives, and every file under backend/src or
 * projections/src with a called function is listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { LIVE_EVENTS } from '../src/contracts/live.js';
import { NOTIFICATION_PUSH } from '../src/contracts/notifications.js';
import type { HttpClient } from '../test/support/http-client.js';
import { connect, watchMeetup } from '../test/support/sockets.js';
import { startTestApp } from '../test/support/test-app.js';
import { cliArguments } from './cli-arguments.js';

const USAGE = `Usage: node --import ./backend/scripts/register-typescript.mjs backend/scripts/use-case-paths.ts [--list]

Measures the server files that run for one RSVP and for one join request and
its approval, and checks that docs/use-cases.md names each of them.
  --list        print every file run, per use case
  --doc <file>  check another copy of the document (its tests use one with a file left out)`;
const { values: flags } = cliArguments(USAGE, {
  list: { type: 'boolean' },
  doc: { type: 'string' },
});
const DOC = flags.doc ?? 'docs/use-cases.md';
const DAY = 24 * 3600_000;

async function call(http: HttpClient, path: string, body: unknown, token: string) {
  const response = await http.post<{ id: string; token: string }>(path, body, token);
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${response.text}`);
  return response.body;
}

async function aPerson(http: HttpClient) {
  const unique = randomUUID().slice(0, 8);
  const { token } = await call(
    http,
    '/api/auth/register',
    {
      firstName: 'Maya',
      lastName: 'Lopez',
      username: `maya_${unique}`,
      email: `maya.${unique}@example.com`,
      password: 'correct horse battery',
      city: 'Austin',
      state: 'TX',
      isTrainer: false,
    },
    '',
  );
  const dog = await call(http, '/api/dogs', { name: 'Fig', breed: 'Beagle', age: 'young' }, token);
  const profile = await http.get<{ id: string }>('/api/profile', token);
  return { token, id: profile.body.id, dogId: dog.id };
}

const nextMessage = (socket: Socket, name: string) =>
  new Promise<void>((resolve) => socket.once(name, () => resolve()));

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

/** The files under backend/src and projections/src whose functions ran during `run`. */
async function filesRunBy(run: () => Promise<void>): Promise<string[]> {
  await session.post('Profiler.takePreciseCoverage');
  await run();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  for (const script of result) {
    const path = /\/((?:backend|projections)\/src\/.*\.ts)$/.exec(script.url)?.[1];
    if (path && script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0)) files.add(path);
  }
  return [...files].sort();
}

// The snapshot check ticks once a second whatever happens: off, so a tick inside a
// measured request is not counted as the request's.
const app = await startTestApp({ env: { SNAPSHOTS: 'false' } });
const measured = new Map<string, string[]>();
try {
  const { http } = app;
  const organizer = await aPerson(http);
  const group = await call(
    http,
    '/api/groups',
    { name: 'Calm Corgis', description: 'Quiet walks.', city: 'Austin', state: 'TX' },
    organizer.token,
  );
  const meetup = await call(
    http,
    '/api/meetups',
    {
      groupId: group.id,
      title: 'Saturday Sniffari',
      description: 'A slow, sniffy loop.',
      location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
      latitude: 30.2669,
      longitude: -97.7729,
      date: new Date(Date.now() + 3 * DAY).toISOString(),
      maxAttendees: 5,
      parkType: 'dog_park',
    },
    organizer.token,
  );
  const watcher = await connect(app.url, organizer.token);
  await watchMeetup(watcher, meetup.id);
  /** Someone joins the group and has a dog: what their RSVP needs first. Answers the RSVP. */
  const aMember = async () => {
    const member = await aPerson(http);
    await call(http, `/api/groups/${group.id}/join`, undefined, member.token);
    return async () => {
      const pushed = nextMessage(watcher, LIVE_EVENTS.attendance);
      await call(
        http,
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going', dogIds: [member.dogId] },
        member.token,
      );
      await pushed;
    };
  };
  await (
    await aMember()
  )();
  measured.set('one RSVP', await filesRunBy(await aMember()));

  const closed = await call(
    http,
    '/api/groups',
    { name: 'Quiet Hounds', description: 'By request.', city: 'Austin', state: 'TX' },
    organizer.token,
  );
  const kind = await http.request('PATCH', `/api/groups/${closed.id}`, {
    body: { kind: 'private' },
    token: organizer.token,
  });
  if (kind.status !== 200) throw new Error(kind.text);
  /** Someone with a dog and an open socket: their request, and the organizer's approval. */
  const aRequester = async () => {
    const requester = await aPerson(http);
    const socket = await connect(app.url, requester.token);
    const ask = async () => {
      await call(
        http,
        `/api/groups/${closed.id}/join-requests`,
        { message: 'Hello!', dogIds: [requester.dogId], houseRulesAccepted: true },
        requester.token,
      );
    };
    const approve = async () => {
      const told = nextMessage(socket, NOTIFICATION_PUSH);
      await call(
        http,
        `/api/groups/${closed.id}/join-requests/${requester.id}/approve`,
        {},
        organizer.token,
      );
      await told;
      socket.close();
    };
    return { ask, approve };
  };
  const warmUp = await aRequester();
  await warmUp.ask();
  await warmUp.approve();
  const requester = await aRequester();
  measured.set('the join request', await filesRunBy(requester.ask));
  measured.set('its approval', await filesRunBy(requester.approve));
  watcher.close();
} finally {
  await app.close();
  session.disconnect();
}

const doc = readFileSync(DOC, 'utf8');
const named = (file: string) =>
  doc.includes(`\`${file}\``) ||
  // The memory store's parts are named once, beside their folder.
  (file.startsWith('projections/src/store/memory/') &&
    doc.includes(`\`${file.split('/').pop()}\``));
let failed = false;
for (const [useCase, files] of measured) {
  const unnamed = files.filter((file) => !named(file));
  console.log(`${useCase}: ${files.length} server files run, ${unnamed.length} not named`);
  for (const file of unnamed) console.log(`  not in ${DOC}: ${file}`);
  if (flags.list) for (const file of files) console.log(`  ${file}`);
  failed ||= unnamed.length > 0;
}
const joinFiles = new Set([
  ...(measured.get('the join request') ?? []),
  ...(measured.get('its approval') ?? []),
]);
console.log(`the join request and its approval together: ${joinFiles.size} server files`);
const paths = [...doc.matchAll(/`((?:backend|projections|frontend|docs)\/[^`\s<{]+)`/g)].map(
  (match) => match[1]!,
);
for (const path of new Set(paths))
  if (!existsSync(path)) {
    console.log(`${DOC} names a path that does not exist: ${path}`);
    failed = true;
  }
process.exit(failed ? 1 : 0);
