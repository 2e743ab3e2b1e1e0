import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from './support/accounts.js';
import { createGroup } from './support/groups.js';
import { HttpClient } from './support/http-client.js';
import { startServer, type ServerProcess } from './support/server-process.js';
import { aSeries } from './support/series.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The series process manager under kill -9: the server is killed while it
 * schedules a series' occurrences (after the first meetup is in the log,
 * before the request is answered), then restarted on the same data. The
 * restart finishes the work: each occurrence once, none lost.
 */
describe('series occurrences survive kill -9 (issue 19)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-series-crash-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a restart neither duplicates nor loses an occurrence', { timeout: 180_000 }, async () => {
    server = await startServer({ dataDir });
    let http = new HttpClient(server.url);
    const owner = await registerUser(http);
    const group = await createGroup(http, owner.token);
    const log = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    const count = (type: string, seriesId: string | null = null) =>
      (
        log
          .prepare(`SELECT count(*) AS n FROM events WHERE type = ? AND (? IS NULL OR data LIKE ?)`)
          .get(type, seriesId, `%${seriesId}%`) as { n: number }
      ).n;

    // Kill as soon as the first occurrence's meetup is in the log: the rest is still to do.
    const request = http.post('/api/meetup-series', aSeries(group.id), owner.token).then(
      (response) => response.status,
      () => 'cut',
    );
    const deadline = Date.now() + 30_000;
    while (count('MeetupScheduled') === 0 && Date.now() < deadline) await sleep(1);
    const exited = new Promise((resolve) => server!.process.once('exit', resolve));
    server.process.kill('SIGKILL');
    await exited;
    const answered = await request;
    const atKill = {
      meetups: count('MeetupScheduled'),
      recorded: count('MeetupSeriesOccurrenceScheduled'),
    };
    console.info(`killed with ${JSON.stringify(atKill)}; the request was ${answered}`);
    expect(atKill.meetups).toBeGreaterThan(0);

    server = await startServer({ dataDir });
    http = new HttpClient(server.url);
    const seriesId = (
      log.prepare(`SELECT data FROM events WHERE type = 'MeetupSeriesScheduled'`).get() as {
        data: string;
      }
    ).data.match(/"seriesId":"([^"]+)"/)![1]!;
    // A series scheduled without a kill, on the same dates: how many there should be.
    const clean = await http.post('/api/meetup-series', aSeries(group.id), owner.token);
    expect(clean.status, clean.text).toBe(201);
    const expected = count('MeetupSeriesOccurrenceScheduled', clean.body.id);
    expect(expected).toBeGreaterThanOrEqual(7);

    // The boot pass finishes the killed series' work.
    const until = Date.now() + 60_000;
    while (count('MeetupSeriesOccurrenceScheduled', seriesId) < expected && Date.now() < until)
      await sleep(50);
    const occurrences = log
      .prepare(`SELECT stream, data FROM events WHERE type = 'MeetupScheduled' AND data LIKE ?`)
      .all(`%"seriesId":"${seriesId}"%`) as { stream: string; data: string }[];
    const dates = occurrences.map((row) => JSON.parse(row.data).series.date as string);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toHaveLength(expected);
    expect(count('MeetupSeriesOccurrenceScheduled', seriesId)).toBe(expected);
    const listed = await http.get(`/api/meetups?groupId=${group.id}`, owner.token);
    expect(
      listed.body.filter(
        (meetup: { series: { seriesId: string } | null }) => meetup.series?.seriesId === seriesId,
      ),
    ).toHaveLength(expected);
    log.close();
  });
});
