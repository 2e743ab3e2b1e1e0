import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, registerUser } from '../support/accounts.js';
import { aDog, addDog } from '../support/dogs.js';
import { aGroup, createGroup } from '../support/groups.js';
import { png } from '../support/images.js';
import { aMeetup, scheduleMeetup } from '../support/meetups.js';
import { requestUpload, uploadPhoto, userIdOf } from '../support/objects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  KeptAliveClient,
  describeExchange,
  fuzzRoutes,
  isWrite,
  requestFor,
  type FuzzRequest,
  type FuzzRoute,
} from './support/fuzz-requests.js';
import { answersOf, summarize, type Exchange } from './support/fuzz-report.js';
import { routeSchemas, type Fixtures } from './support/schema-arbitraries.js';

/*
 * Issue 15: every route the running server lists, hit with bodies shaped by
 * its own zod schemas and then broken (wrong types, prototype keys, extreme
 * dates and numbers, truncated JSON, odd content types, forged tokens), and
 * with hostile path and query parameters. A 5xx is a defect; so is a refusal
 * that appended an event. FUZZ_SEED replays a run; FUZZ_REQUESTS sizes it;
 * FUZZ_VERBOSE=1 prints the statuses per route, FUZZ_ROUTE='POST /api/meetups'
 * the answers one route got (why it never gets past validation, say).
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONNECTIONS = 6;
/** Requests sent together; the event log is compared around each batch. */
const BATCH = 30;

let app: TestApp;
let token: string;
/** The fuzzed user's credentials: "sign out of all devices" voids `token`. */
let account: { email: string; password: string };
let fixtures: Fixtures;
let routes: FuzzRoute[];
/** Signed into by the login example (its failures slow down only this account). */
let loginAccount: { email: string; password: string };

beforeAll(async () => {
  app = await startTestApp();
  const http = app.http;
  const user = await registerUser(http);
  token = user.token;
  account = { email: user.email, password: user.password };
  const userId = await userIdOf(http, token);
  const dog = await addDog(http, token);
  const group = await createGroup(http, token);
  const meetup = await scheduleMeetup(http, token, group.id);
  const photo = await uploadPhoto(http, token, await png());
  const post = await http.post(`/api/groups/${group.id}/posts`, { content: 'Hello' }, token);
  const stranger = await registerUser(http, { firstName: 'Sam' });
  const hidden = await createGroup(http, stranger.token, { name: 'Hidden', isPrivate: true });
  const hiddenMeetup = await scheduleMeetup(http, stranger.token, hidden.id);
  const pending = await requestUpload(http, token);
  const feed = await http.get<{ url: string }>('/api/calendar/feed-url', token);
  const [, uploadUser, uploadId] = pending.key.split('/');
  fixtures = {
    ids: {
      'groups/id': [group.id, hidden.id],
      'meetups/id': [hiddenMeetup.id, meetup.id],
      'dogs/id': [dog.id],
      dogs: [dog.id],
      'posts/postId': [post.body.id],
      slug: [meetup.slug, hiddenMeetup.slug],
      citySlug: ['austin-tx', 'springfield-il'],
      file: [photo.split('/').pop()!],
      userId: [uploadUser!, userId],
      uploadId: [uploadId!],
      token: [/\/api\/calendar\/(.+)\.ics$/.exec(feed.body.url)![1]!],
      name: ['meetups', 'groups'],
      groups: [group.id, hidden.id],
    },
    photoPaths: [photo],
    uploadURLs: [pending.uploadURL],
    examples: {},
  };
  loginAccount = await registerUser(http, { firstName: 'Lee' });
  routes = [
    ...fuzzRoutes(app.routes, routeSchemas(app.app)),
    // What no route serves: JSON 404s, whatever comes with them.
    { method: 'GET', url: '/api/*', schemas: {} },
    { method: 'PATCH', url: '/api/dogs/:id', schemas: {} },
    { method: 'OPTIONS', url: '/api/groups', schemas: {} },
  ];
}, 60_000);

afterAll(async () => {
  await app?.close();
});

async function sendAll(client: KeptAliveClient, requests: FuzzRequest[]): Promise<Exchange[]> {
  const exchanges: Exchange[] = requests.map((request) => ({ request }));
  let next = 0;
  const worker = async () => {
    while (next < exchanges.length) {
      const exchange = exchanges[next++]!;
      try {
        exchange.response = await client.send(exchange.request);
      } catch (error) {
        exchange.error = (error as NodeJS.ErrnoException).code ?? String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return exchanges;
}

const head = async () => Number(await app.engines.eventStore.headPosition());

/**
 * What was appended after `position`, but for demand: Find Groups and search
 * record it after answering a read, and a waitlist's is recorded by a
 * reaction to its event (ADR 020), so one of an earlier batch may land
 * during this one.
 */
async function appendedSince(position: number): Promise<string[]> {
  const types: string[] = [];
  for await (const event of app.engines.eventStore.readAll(BigInt(position)))
    if (event.type !== 'DemandSignalled') types.push(event.type);
  return types;
}

/**
 * The fuzzer deletes dogs and posts, cancels meetups and leaves groups;
 * before each batch the user gets fresh ones, so real ids keep reaching
 * real state.
 */
async function refreshFixtures() {
  const http = app.http;
  // The fuzzer may have signed the user out everywhere: sign in again, as a person would.
  if ((await http.get('/api/profile', token)).status === 401)
    token = (await http.post<{ token: string }>('/api/auth/login', account)).body.token;
  const dogs = await http.get<{ id: string }[]>('/api/dogs', token);
  if (dogs.body.length < 2) dogs.body.push(await addDog(http, token));
  const [group, hidden] = fixtures.ids['groups/id']!;
  await http.post(`/api/groups/${group}/join`, undefined, token);
  const posts = await http.get<{ id: string }[]>(`/api/groups/${group}/posts`, token);
  if (posts.body.length === 0)
    posts.body.push((await http.post(`/api/groups/${group}/posts`, { content: 'Hi' }, token)).body);
  const meetups = fixtures.ids['meetups/id']!;
  const latest = await http.get<{ status: string }>(`/api/meetups/${meetups.at(-1)}`, token);
  if (latest.body.status !== 'scheduled') {
    const meetup = await scheduleMeetup(http, token, group!);
    meetups.push(meetup.id);
    fixtures.ids['slug']!.push(meetup.slug);
  }
  fixtures.ids['dogs/id'] = fixtures.ids['dogs'] = dogs.body.map((dog) => dog.id);
  fixtures.ids['posts/postId'] = posts.body.map((post) => post.id);
  fixtures.ids['groups'] = [group!, hidden!];
  fixtures.examples = examples(group!, fixtures.ids['dogs']);
}

/** A body each route with a body accepts: the fuzzer changes one field at a time. */
function examples(groupId: string, dogIds: string[]): Fixtures['examples'] {
  const { groupId: _, ...meetup } = aMeetup(groupId);
  return {
    'POST /api/auth/register': aRegistration(),
    'POST /api/auth/login': { email: loginAccount.email, password: loginAccount.password },
    'PUT /api/profile': { bio: 'Two corgis', city: 'Austin', state: 'TX', isTrainer: true },
    'POST /api/dogs': aDog(),
    'PUT /api/dogs/:id': aDog(),
    'POST /api/dogs/bulk': { dogs: [aDog(), aDog({ name: 'Pixel' })] },
    'POST /api/groups': aGroup({ latitude: '30.2672', longitude: -97.7431 }),
    'POST /api/groups/:id/posts': { content: 'Who is in?', imageUrl: fixtures.photoPaths[0] },
    'POST /api/posts/:postId/comments': { content: 'Me!' },
    'POST /api/meetups': aMeetup(groupId, { endTime: null, unregisteredAttendees: 0 }),
    'PUT /api/meetups/:id': meetup,
    'POST /api/meetups/:id/cancel': { reason: 'Thunderstorms' },
    'POST /api/meetups/:id/rsvp': { status: 'going', dogIds },
    'PUT /api/objects/finalize': { objectURL: fixtures.uploadURLs[0] },
    'POST /api/admin/projections/verify': { names: ['meetups'] },
    'PUT /api/notifications/preferences': {
      kind: 'meetup-scheduled',
      channel: 'email',
      enabled: false,
    },
  };
}

/** Sends in batches; a batch whose every write was refused must leave the event log as it was. */
async function run(
  client: KeptAliveClient,
  batches: Iterable<FuzzRequest[]> | AsyncIterable<FuzzRequest[]>,
) {
  const exchanges: Exchange[] = [];
  const appendedByRefusals: string[] = [];
  let checkedBatches = 0;
  for await (const requests of batches) {
    const before = await head();
    const batch = await sendAll(client, requests);
    const after = await head();
    exchanges.push(...batch);
    const accepted = batch.some(
      ({ request, response }) => isWrite(request.method) && (!response || response.status < 400),
    );
    if (accepted) continue;
    checkedBatches++;
    const appended = after === before ? [] : await appendedSince(before);
    if (appended.length > 0) {
      const writes = batch.filter(({ request }) => isWrite(request.method));
      appendedByRefusals.push(
        `${appended.length} events (${appended.join(', ')}) after a batch of refusals:\n` +
          writes
            .map(({ request, response }) => describeExchange(request, response))
            .join('\n---\n'),
      );
    }
  }
  return { exchanges, appendedByRefusals, checkedBatches };
}

/** Fresh batches of requests to any route, drawn with the fixtures as they are now. */
async function* freshBatches(): AsyncGenerator<FuzzRequest[]> {
  for (let index = 0; index * BATCH < REQUESTS; index++) {
    await refreshFixtures();
    // Writes with a body have the most rules to break: they are drawn three times as often.
    const arbitrary = fc.oneof(
      ...routes.map((route) => ({
        weight: route.schemas.body ? 3 : 1,
        arbitrary: requestFor(route, fixtures, token),
      })),
    );
    // Each batch's seed is mixed from the run's, so runs with neighbouring seeds share no batch.
    const seed = (SEED ^ Math.imul(index + 1, 0x9e3779b1)) | 0;
    yield fc.sample(arbitrary, { numRuns: BATCH, seed });
  }
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

describe('fuzzing probe: every route, hostile input', () => {
  it(`answers ${REQUESTS} hostile requests with no 5xx, a JSON message for every 4xx, and no events from refusals`, async () => {
    const started = performance.now();
    const client = new KeptAliveClient(app.url, CONNECTIONS);

    const first = await run(client, freshBatches());
    // The refused writes again, on their own: every batch is refusals only, so none may append.
    const refusedWrites = first.exchanges
      .filter(
        ({ request, response }) => isWrite(request.method) && response && response.status >= 400,
      )
      .map(({ request }) => request);
    const second = await run(client, chunks(refusedWrites, BATCH));
    client.close();

    const exchanges = [...first.exchanges, ...second.exchanges];
    const seconds = (performance.now() - started) / 1000;
    const report = summarize(exchanges);
    console.log(
      [
        `fuzz seed ${SEED}: ${exchanges.length} requests to ${routes.length} routes in ${seconds.toFixed(1)} s` +
          ` (${(exchanges.length / seconds).toFixed(0)}/s), ${report.serverErrors} answers >= 500`,
        `statuses ${JSON.stringify(report.statuses)}`,
        `event log checked unchanged around ${first.checkedBatches + second.checkedBatches} batches` +
          ` of refusals only (${refusedWrites.length} refused writes sent again on their own)`,
        `${client.retried} requests sent again after their kept-alive connection broke`,
      ].join('\n'),
    );
    if (report.problems.length > 0) console.log(report.problemKinds);
    if (process.env.FUZZ_VERBOSE) console.table(report.byRoute);
    if (process.env.FUZZ_ROUTE)
      console.log(answersOf(exchanges, process.env.FUZZ_ROUTE).slice(0, 25));

    expect(
      report.problems.slice(0, 10),
      `${report.problems.length} problems (seed ${SEED})`,
    ).toEqual([]);
    const appended = [...first.appendedByRefusals, ...second.appendedByRefusals];
    expect(appended.slice(0, 3), `${appended.length} batches (seed ${SEED})`).toEqual([]);
    expect(exchanges.length).toBeGreaterThanOrEqual(REQUESTS);

    const health = await app.http.get('/api/health');
    expect(health.status, health.text).toBe(200);
    expect(health.body.status, health.text).toBe('ok');
    // The fuzzed user may have met every limit (30 dogs): a newcomer's first writes show the server still works.
    const newcomer = await registerUser(app.http);
    await addDog(app.http, newcomer.token, { name: 'Still Here' });
    const dogs = await app.http.get<{ name: string }[]>('/api/dogs', newcomer.token);
    expect(dogs.body.map((each) => each.name)).toEqual(['Still Here']);
  }, 300_000);
});
