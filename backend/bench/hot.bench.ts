import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { AttendanceUpdate } from '../src/contracts/live.js';
import { registerTypeScript } from '../scripts/register-typescript.path.js';
import { format, median, scratchDirectory, startServer, type Row } from './support.js';
import { memoryAtScale } from './hot-memory.js';
import { seedHotCommunity, type HotCommunity } from './hot-seed.js';

const CONNECTIONS = 50;
const RUN_SECONDS = 10;
const WATCHERS = Number(process.env.HOT_WATCHERS ?? 1_000);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * `npm run bench -- hot`: a popular meetup. Every figure is a ratio against
 * a baseline in the same run on the same server: an RSVP on a meetup with
 * 10,000 RSVP events in its stream against one on a fresh meetup; 500 owners
 * toggling on one meetup against the same owners on 500 meetups; joining a
 * group of 10,000 members against joining a new group. 1,000 sockets watch
 * the hot meetup throughout. Then the memory line (hot-memory.ts).
 */
export async function hotBench(): Promise<Row[]> {
  return [...(await popularMeetup()), ...(await memoryAtScale())];
}

async function popularMeetup(): Promise<Row[]> {
  const dataDir = scratchDirectory('hot');
  const community = await seedHotCommunity(dataDir);
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    JWT_SECRET,
  });
  try {
    const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256' } });
    const tokens = community.owners.map((id) =>
      jwt.sign({ sub: id, userId: id }, { expiresIn: 3600 }),
    );
    return [
      ...(await flatCost(server.url, community, tokens)),
      ...(await hotMeetup(server.url, community, tokens)),
      ...(await joinCost(server.url, community, tokens)),
    ];
  } finally {
    server.process.kill();
  }
}

async function timed(url: string, token: string, body?: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function latencyRows(
  label: string,
  baselineLabel: string,
  baseline: number[],
  ours: number[],
): Row[] {
  return (['median', 'p99'] as const).map((which) => {
    const pick = (values: number[]) =>
      which === 'median' ? median(values) : percentile(sortedCopy(values), 99);
    const ratio = pick(ours) / pick(baseline);
    return {
      name: `${label}, ${which}`,
      baseline: `${pick(baseline).toFixed(2)} ms (${baselineLabel})`,
      measured: `${pick(ours).toFixed(2)} ms`,
      ratio,
      target: '<= 1.5x',
      pass: ratio <= 1.5,
    };
  });
}

/** Sequential RSVP toggles, alternating between the deep meetup and a fresh one. */
async function flatCost(url: string, community: HotCommunity, tokens: string[]): Promise<Row[]> {
  const deep: number[] = [];
  const fresh: number[] = [];
  const going = new Map<string, boolean>();
  for (let i = 0; i < 800; i++) {
    const meetupId = i % 2 === 0 ? community.deepMeetup : community.freshMeetup;
    const owner = (i >> 1) % 100;
    const key = `${meetupId}:${owner}`;
    const status = going.get(key) ? 'not_going' : 'going';
    going.set(key, status === 'going');
    const ms = await timed(`${url}/api/meetups/${meetupId}/rsvp`, tokens[owner]!, { status });
    if (i >= 100) (meetupId === community.deepMeetup ? deep : fresh).push(ms);
  }
  return latencyRows(
    `RSVP on a meetup whose stream holds ${format(community.deepEvents)} RSVP events`,
    'a fresh meetup, same run',
    fresh,
    deep,
  );
}

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  failed: number;
  lastAnswerAt: number;
}

/** 500 owners toggling their RSVP on `meetupOf(owner)`, over 50 connections. */
async function toggleLoad(
  url: string,
  tokens: string[],
  meetupOf: (owner: number) => string,
): Promise<LoadResult> {
  const going = new Array<boolean>(tokens.length).fill(false);
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: RUN_SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const owner = next++ % tokens.length;
          going[owner] = !going[owner];
          return {
            ...request,
            path: `/api/meetups/${meetupOf(owner)}/rsvp`,
            headers: {
              authorization: `Bearer ${tokens[owner]}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ status: going[owner] ? 'going' : 'not_going' }),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    lastAnswerAt: Date.now(),
  };
}

/** The watching sockets, in a process of their own (see hot-watchers.ts). */
async function watch(url: string, meetupId: string, count: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      registerTypeScript,
      join(import.meta.dirname, 'hot-watchers.ts'),
      url,
      meetupId,
      String(count),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const nextLine = () =>
    new Promise<string>((resolve) => lines.once('line', (line: string) => resolve(line)));
  if ((await nextLine()) !== 'ready') throw new Error('the watchers did not start');
  return {
    async reset(): Promise<void> {
      child.stdin.write('reset\n');
      await nextLine();
    },
    async report(): Promise<{ last: Seen[]; arrivals: number[] }> {
      child.stdin.write('report\n');
      return JSON.parse(await nextLine()) as { last: Seen[]; arrivals: number[] };
    },
  };
}

interface Seen {
  currentAttendees: number;
  attendance: AttendanceUpdate['attendance'];
  at: number;
}

/** Most updates one room received in any one-second window. */
function busiestSecond(arrivals: number[]): number {
  let most = 0;
  for (let start = 0, end = 0; end < arrivals.length; end++) {
    while (arrivals[end]! - arrivals[start]! >= 1_000) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

async function hotMeetup(url: string, community: HotCommunity, tokens: string[]): Promise<Row[]> {
  const watchers = await watch(url, community.hotMeetup, WATCHERS);
  // Alternating rounds: the same owners on 500 meetups, then all on one.
  const spread: LoadResult[] = [];
  const hot: LoadResult[] = [];
  for (let round = 0; round < 2; round++) {
    spread.push(await toggleLoad(url, tokens, (owner) => community.spreadMeetups[owner]!));
    await watchers.reset();
    hot.push(await toggleLoad(url, tokens, () => community.hotMeetup));
  }
  const lastHot = hot.at(-1)!;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const final = (await (await fetch(`${url}/api/meetups/${community.hotMeetup}`)).json()) as {
    currentAttendees: number;
    attendance: AttendanceUpdate['attendance'];
  };
  const seen = await watchers.report();
  const late =
    WATCHERS -
    seen.last.filter(
      (last) =>
        last &&
        last.currentAttendees === final.currentAttendees &&
        JSON.stringify(last.attendance) === JSON.stringify(final.attendance) &&
        last.at <= lastHot.lastAnswerAt + 1_000,
    ).length;

  const ratio =
    median(hot.map((r) => r.requestsPerSecond)) / median(spread.map((r) => r.requestsPerSecond));
  const p99 = Math.max(...hot.map((r) => r.p99));
  const failed = hot.reduce((sum, r) => sum + r.failed, 0);
  const most = busiestSecond(seen.arrivals);
  return [
    {
      name: `500 owners toggling RSVPs on one meetup (capacity 30, waitlist), ${CONNECTIONS} connections, ${format(WATCHERS)} sockets watching`,
      baseline: `${format(Math.round(median(spread.map((r) => r.requestsPerSecond))))} RSVPs/s (the same owners on 500 meetups)`,
      measured: `${format(Math.round(median(hot.map((r) => r.requestsPerSecond))))} RSVPs/s, p99 ${p99} ms, ${failed} without an answer`,
      ratio,
      target: '>= 0.5, p99 <= 100 ms, 0 unanswered',
      pass: ratio >= 0.5 && p99 <= 100 && failed === 0,
    },
    {
      name: `Live under the burst: ${format(WATCHERS)} sockets on the hot meetup`,
      baseline: `final count ${final.currentAttendees} going`,
      measured: `${WATCHERS - late} of ${WATCHERS} sockets ended on it within 1 s of the last RSVP; busiest second: ${most} updates`,
      ratio: (WATCHERS - late) / WATCHERS,
      target: 'all sockets, <= 10 updates/s',
      pass: late === 0 && most <= 10,
    },
  ];
}

/** Joining a group of 10,000 members against joining a new group, alternating, one at a time. */
async function joinCost(url: string, community: HotCommunity, tokens: string[]): Promise<Row[]> {
  const big: number[] = [];
  const fresh: number[] = [];
  for (let owner = 100; owner < tokens.length; owner++) {
    const groupId = owner % 2 === 0 ? community.bigGroup : community.freshGroup;
    const ms = await timed(`${url}/api/groups/${groupId}/join`, tokens[owner]!);
    if (owner >= 140) (groupId === community.bigGroup ? big : fresh).push(ms);
  }
  return latencyRows(
    `Joining a group of ${format(community.bigGroupMembers)} members`,
    'a new group, same run',
    fresh,
    big,
  );
}
