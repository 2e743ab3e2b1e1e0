import { randomUUID } from 'node:crypto';
import { allProjections } from '@packmeet/projections/projections';
import { defineProjection } from '@packmeet/projections/projection';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format (the lines this server writes). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** A projection whose handler always throws: it fails on the first sign-up and falls behind. */
const explodingProjection = defineProjection({
  name: 'exploding',
  version: 1,
  collections: ['exploding'],
  handlers: {
    UserRegistered: () => {
      throw new Error('this projection cannot fold sign-ups');
    },
  },
});

describe('GET /metrics', () => {
  let app: TestApp;
  const scrape = async () => {
    const response = await app.http.get('/metrics');
    expect(response.status, response.text).toBe(200);
    return { response, samples: parse(response.text) };
  };

  beforeAll(async () => {
    app = await startTestApp({ projections: [...allProjections, explodingProjection] });
  });
  afterAll(() => app.close());

  it('serves the Prometheus text format with the process defaults', async () => {
    const { response, samples } = await scrape();
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'socketio_connected_sockets',
    ]) {
      expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('times requests by route pattern, method and status, never by raw URL', async () => {
    const missingId = randomUUID();
    for (let index = 0; index < 3; index++) {
      expect((await app.http.get('/api/health')).status).toBe(200);
    }
    const user = await registerUser(app.http);
    expect((await app.http.get(`/api/groups/${missingId}`, user.token)).status).toBe(404);
    expect((await app.http.get('/api/no-such-route')).status).toBe(404);

    const { response, samples } = await scrape();
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/groups/:id',
        status_code: '404',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    const registerSum = valueOf(samples, 'http_request_duration_seconds_sum', {
      method: 'POST',
      route: '/api/auth/register',
      status_code: '201',
    });
    expect(registerSum).toBeGreaterThan(0);
    // Buckets are cumulative and end with every request.
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', {
        route: '/api/health',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(response.text).not.toContain(missingId);
    expect(response.text).not.toContain('no-such-route');
  });

  it('reports every cache: entries, bytes, bound, hits, misses and what it saves', async () => {
    const user = await registerUser(app.http);
    const missingId = randomUUID();
    for (let index = 0; index < 3; index++) {
      expect((await app.http.get(`/api/groups/${missingId}`, user.token)).status).toBe(404);
    }
    const { samples } = await scrape();
    const caches = [
      'command_states',
      'sealing_keys',
      'verified_tokens',
      'known_users',
      'suspensions',
      'group_lists',
      'search_lists',
      'city_summaries',
      'encoded_answers',
      'share_cards',
      'city_pages',
    ];
    for (const cache of caches) {
      for (const name of ['packmeet_cache_entries', 'packmeet_cache_bytes']) {
        expect(valueOf(samples, name, { cache }), `${name} ${cache}`).toBeGreaterThanOrEqual(0);
      }
      // A memo of what is made from kept answers lives as long as they do, with no bound of its own.
      const memo = cache === 'encoded_answers' || cache === 'city_pages';
      const limit = valueOf(samples, 'packmeet_cache_limit_bytes', { cache });
      if (memo) expect(limit, cache).toBe(0);
      else expect(limit, cache).toBeGreaterThan(0);
      const purpose = samples.find(
        (sample) => sample.name === 'packmeet_cache_info' && sample.labels.cache === cache,
      )?.labels.purpose;
      expect(purpose, cache).toMatch(/\w{3}/);
    }
    // The first signed-in request verified the token and looked the user up; the next two did not.
    const verified = { cache: 'verified_tokens' };
    expect(valueOf(samples, 'packmeet_cache_hits_total', verified)).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'packmeet_cache_misses_total', verified)).toBeGreaterThanOrEqual(1);
    const users = { cache: 'known_users' };
    expect(valueOf(samples, 'packmeet_cache_hits_total', users)).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'packmeet_cache_entries', users)).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'packmeet_cache_bytes', users)).toBeGreaterThan(0);
  });

  it("reports each read-model collection's documents and approximate bytes", async () => {
    await registerUser(app.http);
    const users = await app.engines.documentStore.collection('users').find({});
    const { samples } = await scrape();
    const collection = { collection: 'users' };
    expect(valueOf(samples, 'packmeet_read_model_documents', collection)).toBe(users.length);
    // Sampled JSON length, times the count: about the documents' own JSON, never nothing.
    const json = users.reduce((sum, user) => sum + JSON.stringify(user).length, 0);
    const bytes = valueOf(samples, 'packmeet_read_model_bytes', collection)!;
    expect(bytes).toBeGreaterThan(json / 2);
    expect(bytes).toBeLessThan(json * 2);
    // Every collection of the store has its series, the projections' checkpoints too.
    for (const name of await app.engines.documentStore.listCollections()) {
      expect(valueOf(samples, 'packmeet_read_model_documents', { collection: name }), name).toBe(
        await app.engines.documentStore.collection(name).countDocuments(),
      );
    }
  });

  it('tells what the start did with the read models: a first start has no snapshot to restore', async () => {
    const { samples } = await scrape();
    for (const { name } of allProjections) {
      const missing = { projection: name, outcome: 'missing' };
      expect(valueOf(samples, 'packmeet_snapshot_restores_total', missing), name).toBe(1);
      const restored = { projection: name, outcome: 'restored' };
      expect(valueOf(samples, 'packmeet_snapshot_restores_total', restored)).toBeUndefined();
    }
    expect(valueOf(samples, 'packmeet_boot_events_folded')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'packmeet_boot_read_models_seconds')).toBeGreaterThan(0);
  });

  it('counts appended events by type', async () => {
    const before = (await scrape()).samples;
    await registerUser(app.http);
    await registerUser(app.http);
    const after = (await scrape()).samples;
    const grew = (type: string) =>
      valueOf(after, 'events_appended_total', { type })! -
      valueOf(before, 'events_appended_total', { type })!;
    expect(grew('UserRegistered')).toBe(2);
    expect(grew('EmailReserved')).toBe(2);
    expect(grew('UsernameReserved')).toBe(2);
    // Types nothing appended are listed at 0, so rate() works from their first event.
    expect(valueOf(after, 'events_appended_total', { type: 'AdminGranted' })).toBe(0);
  });

  it('shows each projection state and lag: a failed projection falls behind, the others keep up', async () => {
    await registerUser(app.http);
    await registerUser(app.http);
    const head = Number((await app.engines.eventStore.headPosition()).toString());
    const { samples } = await scrape();

    expect(valueOf(samples, 'projection_state', { projection: 'users', state: 'live' })).toBe(1);
    expect(valueOf(samples, 'projection_state', { projection: 'users', state: 'failed' })).toBe(0);
    expect(valueOf(samples, 'projection_lag_events', { projection: 'users' })).toBe(0);

    expect(valueOf(samples, 'projection_state', { projection: 'exploding', state: 'failed' })).toBe(
      1,
    );
    expect(valueOf(samples, 'projection_state', { projection: 'exploding', state: 'live' })).toBe(
      0,
    );
    // It stopped before the first sign-up's UserRegistered, so nearly the whole log is ahead of it.
    const lag = valueOf(samples, 'projection_lag_events', { projection: 'exploding' })!;
    expect(lag).toBeGreaterThanOrEqual(head - 3);
    expect(lag).toBeLessThanOrEqual(head);
  });

  it('counts connected socket.io clients', async () => {
    const connected = async () => valueOf((await scrape()).samples, 'socketio_connected_sockets');
    const start = await connected();
    const sockets = [1, 2].map(() =>
      io(app.url, { path: '/socket.io', transports: ['websocket'], forceNew: true }),
    );
    await Promise.all(
      sockets.map((socket) => new Promise<void>((resolve) => socket.once('connect', resolve))),
    );
    expect(await connected()).toBe(start! + 2);
    for (const socket of sockets) socket.disconnect();
    await expect.poll(connected).toBe(start);
  });

  it('reports event-loop delay as a histogram: a 200 ms block is one late tick of the timer', async () => {
    const late = (samples: Sample[]) => {
      const count = valueOf(samples, 'nodejs_eventloop_delay_seconds_count')!;
      const underTenth = valueOf(samples, 'nodejs_eventloop_delay_seconds_bucket', { le: '0.1' })!;
      return {
        over: count - underTenth,
        sum: valueOf(samples, 'nodejs_eventloop_delay_seconds_sum')!,
      };
    };
    const before = late((await scrape()).samples);
    // The test shares the server's event loop: hold it, then let it idle a little.
    const until = performance.now() + 200;
    while (performance.now() < until) {
      /* busy */
    }
    // The monitor records the late tick on its next sample, once the loop is free again.
    let after = before;
    await expect
      .poll(async () => {
        after = late((await scrape()).samples);
        return after.over - before.over;
      })
      .toBeGreaterThanOrEqual(1);
    expect(after.sum - before.sum).toBeGreaterThan(0.15);
  });

  it('refuses requests that came through a proxy when no token is configured', async () => {
    const viaProxies: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of viaProxies) {
      const response = await app.http.request('GET', '/metrics', { headers });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        statusCode: 403,
        code: 'METRICS.INTERNAL_ONLY',
        message:
          'Metrics are served only to private network addresses; set METRICS_TOKEN to read them from elsewhere.',
      });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  const token = `metrics-${randomUUID()}`;
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => app.close());

  it('requires the token, even from loopback, and accepts it from anywhere', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-000000', `Basic ${token}`, token]) {
      const response = await app.http.request('GET', '/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.body).toMatchObject({
        code: 'METRICS.TOKEN_REQUIRED',
        message: 'Metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    const viaProxy = await app.http.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaProxy.status).toBe(200);
    expect(parse(viaProxy.text).some((sample) => sample.name === 'events_appended_total')).toBe(
      true,
    );
  });
});
