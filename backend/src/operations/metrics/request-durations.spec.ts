import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations.js';

const BOUNDS = [0.001, 0.005, 0.01, 0.1, 1];

/** The same observations through prom-client's own Histogram and through ours, as scraped. */
async function expositions(observations: [string, string, number, number][]) {
  const theirs = new Registry();
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its response, by route pattern.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BOUNDS,
    registers: [theirs],
  });
  const ours = new Registry();
  const durations = new RequestDurations(BOUNDS);
  ours.registerMetric(durations as unknown as Metric);
  for (const [method, route, statusCode, seconds] of observations) {
    histogram.observe({ method, route, status_code: statusCode }, seconds);
    durations.observe(method, route, statusCode, seconds);
  }
  return { theirs: await theirs.metrics(), ours: await ours.metrics() };
}

describe('http_request_duration_seconds without prom-client’s per-request label work', () => {
  it('scrapes exactly like prom-client’s Histogram: buckets, bounds included, sums, counts', async () => {
    const { theirs, ours } = await expositions([
      ['GET', '/api/groups', 200, 0.0004],
      ['GET', '/api/groups', 200, 0.001], // on a bound: counted in that bucket (le means <=)
      ['GET', '/api/groups', 200, 0.0099],
      ['GET', '/api/groups', 200, 3.5], // beyond the largest bound: only +Inf
      ['POST', '/api/groups/:id/join', 200, 0.02],
      ['GET', '/api/groups/:id', 404, 0.002],
    ]);
    expect(ours).toBe(theirs);
    expect(ours).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/groups",status_code="200"} 2',
    );
    expect(ours).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/groups",status_code="200"} 4',
    );
  });

  it('prints only its help and type before the first request, as prom-client does', async () => {
    const { theirs, ours } = await expositions([]);
    expect(ours).toBe(theirs);
  });

  it('starts again from nothing when the registry resets its metrics', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(BOUNDS);
    registry.registerMetric(durations as unknown as Metric);
    durations.observe('GET', '/api/health', 200, 0.002);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('/api/health');
  });
});
