import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintExposition } from './support/prometheus-lint.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** promtool, from Debian's `prometheus` package (.ci/run installs it). */
function promtool(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

describe('/metrics is lint-clean', () => {
  let app: TestApp;
  let exposition: string;

  beforeAll(async () => {
    app = await startTestApp();
    // Traffic first, so the labelled series (routes, statuses) are there to be checked.
    await app.http.get('/api/health');
    await app.http.get('/api/no-such-route');
    exposition = (await app.http.get('/metrics')).text;
  });
  afterAll(() => app.close());

  it('follows the exposition format and the naming rules (HELP, TYPE, _total, base units, histograms)', () => {
    expect(lintExposition(exposition)).toEqual([]);
    expect(exposition).toMatch(/^# TYPE nodejs_eventloop_delay_seconds histogram$/m);
    expect(exposition).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it('passes promtool check metrics', ({ skip }) => {
    const path = promtool();
    if (!path) {
      console.log(
        'promtool is not installed (apt-get install prometheus): the check above stands alone',
      );
      skip('promtool is not installed');
    }
    const output = execFileSync(path!, ['check', 'metrics'], {
      input: exposition,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    expect(output.trim()).toBe('');
  });

  it('the lint finds what promtool reported before (a quantile gauge, gauges named _total)', () => {
    const before = [
      '# HELP nodejs_eventloop_delay_seconds Delay.',
      '# TYPE nodejs_eventloop_delay_seconds gauge',
      'nodejs_eventloop_delay_seconds{quantile="0.5"} 0.001',
      '# HELP nodejs_active_handles_total Handles.',
      '# TYPE nodejs_active_handles_total gauge',
      'nodejs_active_handles_total 3',
      '# HELP city_summary_computations_total Computed.',
      '# TYPE city_summary_computations_total counter',
      'city_summary_computations_total 2',
      '# TYPE requests counter',
      'requests 1',
      '# HELP latency_milliseconds Latency.',
      '# TYPE latency_milliseconds histogram',
      'latency_milliseconds_bucket{le="10"} 3',
      'latency_milliseconds_bucket{le="5"} 2',
      'latency_milliseconds_sum 20',
      'latency_milliseconds_count 4',
    ].join('\n');
    expect(lintExposition(before)).toEqual([
      'nodejs_eventloop_delay_seconds: only summaries have a quantile label',
      'nodejs_active_handles_total: only counters end in _total',
      'city_summary_computations_total: the name holds the type summary',
      'requests: no help text',
      'requests: counter names end in _total',
      'latency_milliseconds: use a base unit, not milliseconds',
      'latency_milliseconds{}: no +Inf bucket',
      'latency_milliseconds{}: buckets not ascending',
      'latency_milliseconds{}: buckets not cumulative',
    ]);
  });
});
