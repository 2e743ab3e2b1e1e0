import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import type { EventToAppend } from '../src/event-store/event-store.port.js';
import { compare } from './http.bench.js';
import { format, scratchDirectory, startServer, type Row } from './support.js';

const CITIES = 40;
const USERS = 2_000;
const GROUPS = 320;
/** The busiest city has about 8% of the groups (25 of 320), as in the demo data. */
const BUSY_SHARE = 0.08;

function event(type: string, data: unknown): EventToAppend {
  const eventId = randomUUID();
  return {
    eventId,
    type,
    data,
    metadata: {
      correlationId: eventId,
      causationId: eventId,
      userId: null,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/**
 * Demo-sized data written as the command side would: 2,000 owners in the 40
 * largest US cities, 320 groups, 25 of them in the busiest city (Austin).
 */
export async function seed(dataDir: string, password: string): Promise<string> {
  const gazetteer = Gazetteer.load();
  const cities = topCities(gazetteer);
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const passwordHash = await hash(password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const users: { id: string; city: (typeof cities)[number] }[] = [];
  for (let i = 0; i < USERS; i++) {
    const city = cities[i % 4 === 0 ? 0 : i % CITIES]!;
    const id = randomUUID();
    users.push({ id, city });
    await store.append(
      `user-${id}`,
      [
        event('UserRegistered', {
          userId: id,
          username: `owner${i}`,
          email: `owner${i}@example.com`,
          passwordHash,
          firstName: 'Sam',
          lastName: `Owner${i}`,
          city: city.name,
          state: city.state,
          latitude: city.latitude,
          longitude: city.longitude,
          isTrainer: false,
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  for (let g = 0; g < GROUPS; g++) {
    const city = g < GROUPS * BUSY_SHARE ? cities[0]! : cities[g % CITIES]!;
    const creator = users[(g * 7) % USERS]!;
    const groupId = randomUUID();
    const members = Array.from(
      { length: 5 + (g % 20) },
      (_, m) => users[(g * 13 + m * 31) % USERS]!.id,
    ).filter((id, index, all) => id !== creator.id && all.indexOf(id) === index);
    await store.append(
      `group-${groupId}`,
      [
        event('GroupCreated', {
          groupId,
          creatorId: creator.id,
          name: `${city.name} Calm Walkers ${g}`,
          description:
            'Structured parallel walks for dogs who like a little space, then a relaxed coffee for their people.',
          city: city.name,
          state: city.state,
          latitude: city.latitude,
          longitude: city.longitude,
          isPrivate: g % 10 === 0,
        }),
        ...members.map((userId) => event('GroupJoined', { groupId, userId, role: 'member' })),
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  await store.close();
  return 'owner0@example.com';
}

function topCities(gazetteer: Gazetteer) {
  const seen = new Set<string>();
  const picked = [];
  for (const query of [
    'new york',
    'los angeles',
    'chicago',
    'houston',
    'phoenix',
    'philadelphia',
    'san antonio',
    'san diego',
    'dallas',
    'austin',
    'jacksonville',
    'columbus',
    'charlotte',
    'indianapolis',
    'seattle',
    'denver',
    'boston',
    'nashville',
    'portland',
    'las vegas',
    'detroit',
    'memphis',
    'louisville',
    'baltimore',
    'milwaukee',
    'albuquerque',
    'tucson',
    'fresno',
    'sacramento',
    'atlanta',
    'kansas city',
    'omaha',
    'raleigh',
    'miami',
    'minneapolis',
    'tulsa',
    'cleveland',
    'tampa',
    'pittsburgh',
    'cincinnati',
  ]) {
    const [city] = gazetteer.search(query, 1);
    if (city && !seen.has(city.name)) {
      seen.add(city.name);
      picked.push(city);
    }
  }
  // The busiest city first.
  return [
    picked.find((city) => city.name === 'Austin')!,
    ...picked.filter((city) => city.name !== 'Austin'),
  ];
}

/**
 * GET /api/groups for an owner in the busiest city, against the canned 2 KB
 * JSON route of the same server, same run, same load (50 connections).
 */
export async function groupListBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('groups');
  const password = 'benchmark-password';
  const email = await seed(dataDir, password);
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    BENCH_ROUTES: 'true',
    AUTH_RATE_LIMIT_IP_PER_MIN: '100000',
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    // What browsers send with every request; the canned routes are too small to compress.
    const browser = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
    const sample = (await (await fetch(`${server.url}/api/groups`, { headers })).json()) as {
      groups: unknown[];
      stats: { total: number };
    };
    const bytes = JSON.stringify(sample).length;
    // fetch decodes bodies: the compressed size is in the header.
    const onTheWire = Number(
      (await fetch(`${server.url}/api/groups`, { headers: browser })).headers.get('content-length'),
    );

    const listed = await compare(
      { url: `${server.url}/api/bench/canned`, headers: browser },
      { url: `${server.url}/api/groups`, headers: browser },
    );
    // Uncompressed against canned bytes of the same size: our work apart from the response's size.
    const plain = await compare(
      { url: `${server.url}/api/bench/canned-bytes/${bytes}`, headers },
      { url: `${server.url}/api/groups`, headers },
    );
    return [
      {
        name: `GET /api/groups, busy city (${sample.stats.total} groups, ${sample.groups.length} listed, ${format(bytes)} bytes, ${format(onTheWire)} gzipped), as browsers ask (Accept-Encoding: gzip)`,
        baseline: `${format(Math.round(listed.baseline.requestsPerSecond))} req/s, p99 ${listed.baseline.p99} ms (canned 2 KB, same server)`,
        measured: `${format(Math.round(listed.ours.requestsPerSecond))} req/s, p99 ${listed.ours.p99} ms (p99 ${listed.p99Ratio.toFixed(2)}x)`,
        ratio: listed.ratio,
        target: '>= 0.85, p99 <= 1.5x',
        pass: listed.ratio >= 0.85 && listed.p99Ratio <= 1.5,
      },
      {
        name: `GET /api/groups uncompressed, against a canned body of the same ${format(bytes)} bytes`,
        baseline: `${format(Math.round(plain.baseline.requestsPerSecond))} req/s, p99 ${plain.baseline.p99} ms (canned, same size, same server)`,
        measured: `${format(Math.round(plain.ours.requestsPerSecond))} req/s, p99 ${plain.ours.p99} ms`,
        ratio: plain.ratio,
        target: 'informational',
        pass: true,
      },
    ];
  } finally {
    server.process.kill();
  }
}
