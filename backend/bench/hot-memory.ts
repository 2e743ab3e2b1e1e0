import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import autocannon from 'autocannon';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { format, scratchDirectory, startServer, type Row } from './support.js';

const SCALE = 5;
const RSS_LIMIT_MIB = 800;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** Owners and the upcoming meetups of public groups, read back from the demo's log. */
export async function demoTargets(file: string): Promise<{ owners: string[]; meetups: string[] }> {
  const store = new SqliteEventStore(file);
  const owners: string[] = [];
  const privateGroups = new Set<string>();
  const meetups: string[] = [];
  const now = Date.now();
  for await (const event of store.readAll()) {
    const data = event.data as Record<string, unknown>;
    if (event.type === 'UserRegistered') owners.push(data.userId as string);
    if (event.type === 'GroupCreated' && data.isPrivate) privateGroups.add(data.groupId as string);
    if (
      event.type === 'MeetupScheduled' &&
      Date.parse(data.startsAt as string) > now + 3_600_000 &&
      !privateGroups.has(data.groupId as string)
    )
      meetups.push(data.meetupId as string);
  }
  await store.close();
  return { owners, meetups };
}

/**
 * The memory line of the hot bench: the demo community at `--scale 5`, served
 * while owners answer meetups all over it for 20 s (every answer reads its
 * meetup's, group's and owner's streams into the command side's cache). The
 * server's RSS then, against 800 MiB, and the cache's own figure from
 * /metrics, against its bound.
 */
export async function memoryAtScale(): Promise<Row[]> {
  const dataDir = scratchDirectory('memory');
  const file = join(dataDir, 'events.sqlite');
  const store = new SqliteEventStore(file);
  await seedDemoCommunity(store, Gazetteer.load(), 'not-used', {
    scale: SCALE,
    seed: 2026,
    now: new Date(),
  });
  await store.close();
  const { owners, meetups } = await demoTargets(file);
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    JWT_SECRET,
  });
  try {
    const jwt = new JwtService({ secret: JWT_SECRET, signOptions: { algorithm: 'HS256' } });
    const tokens = owners.map((id) => jwt.sign({ sub: id, userId: id }, { expiresIn: 3600 }));
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: 20,
      duration: 20,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const turn = next++;
            return {
              ...request,
              path: `/api/meetups/${meetups[(turn * 7919) % meetups.length]}/rsvp`,
              headers: {
                authorization: `Bearer ${tokens[(turn * 104_729) % tokens.length]}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ status: turn % 3 === 0 ? 'maybe' : 'going' }),
            };
          },
        },
      ],
    });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const value = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? Number.NaN);
    const states = '\\{cache="command_states"\\}';
    const bytes = value(`packmeet_cache_bytes${states}`);
    const limit = value(`packmeet_cache_limit_bytes${states}`);
    const entries = value(`packmeet_cache_entries${states}`);
    const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
    const rssMiB = Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
    const heapMiB = Math.round(value('nodejs_heap_size_used_bytes') / 2 ** 20);
    return [
      {
        name: `The demo at --scale ${SCALE} (${format(owners.length)} owners) after 20 s of answers all over it (${format(result.requests.total)} RSVPs)`,
        baseline: `${RSS_LIMIT_MIB} MiB`,
        measured: `server RSS ${format(rssMiB)} MiB (JavaScript heap in use: ${format(heapMiB)} MiB)`,
        ratio: rssMiB / RSS_LIMIT_MIB,
        target: '<= 1',
        pass: rssMiB <= RSS_LIMIT_MIB,
      },
      {
        name: 'Command-state cache then (/metrics)',
        baseline: `${format(Math.round(limit / 2 ** 20))} MiB bound (COMMAND_STATE_CACHE_MB)`,
        measured: `${(bytes / 2 ** 20).toFixed(1)} MiB in ${format(entries)} streams`,
        ratio: bytes / limit,
        target: '<= 1 (within its bound)',
        pass: bytes <= limit,
      },
    ];
  } finally {
    server.process.kill();
  }
}
