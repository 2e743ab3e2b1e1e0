import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { createGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import type { ModerationReportResponse } from '../contracts/moderation.js';
import { nextPageOf } from '../contracts/paging.js';

const PER_REPORTER = 67;
const QUEUE = '/api/admin/moderation/reports';

/**
 * Three unverified accounts file 201 reports, then someone reports real
 * harassment: the limit per reporter holds, and the administrators' queue
 * (newest first, paged, filtered by state and kind) shows the real one
 * first, and every report on some page.
 */
describe('the moderation queue cannot be buried', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        REPORTS_PER_REPORTER: String(PER_REPORTER),
        REPORTS_PER_REPORTER_WINDOW_MINUTES: '1440',
      },
    });
    admin = await registerAdmin(app.http, app.engines.eventStore);
  });
  afterAll(() => app.close());

  const report = (token: string, target: object, details = 'spam') =>
    app.http.post('/api/reports', { target, reason: 'spam', details }, token);

  /** Every page of the queue for `query`, following the Link headers. */
  async function walk(query: string) {
    const pages: ModerationReportResponse[][] = [];
    let url: string | null = `${QUEUE}?${query}`;
    while (url) {
      const page = await app.http.get<ModerationReportResponse[]>(url, admin.token);
      expect(page.status, page.text).toBe(200);
      pages.push(page.body);
      url = nextPageOf(page.headers.get('link'));
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  it('limits reports per reporter, shows the real report first and pages through all, by state and kind', async () => {
    const victim = await registerUser(app.http, { firstName: 'Vera' });
    const victimId = await userIdOf(app.http, victim.token);
    const flooders = await Promise.all(
      [1, 2, 3].map(() => registerUser(app.http, {}, { verified: false })),
    );
    for (const flooder of flooders) {
      for (let index = 0; index < PER_REPORTER; index++) {
        const filed = await report(
          flooder.token,
          { kind: 'member', id: victimId },
          `flood ${index}`,
        );
        expect(filed.status, filed.text).toBe(201);
      }
      const refused = await report(flooder.token, { kind: 'member', id: victimId });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('REPORTS.TOO_MANY');
      expect(refused.body.message).toMatch(
        /^You have sent many reports lately\. Our moderators will look at them; please try again in \d+ (minutes?|hours)\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    const harasser = await registerUser(app.http, { firstName: 'Hal' });
    const group = await createGroup(app.http, harasser.token);
    const meetup = await scheduleMeetup(app.http, harasser.token, group.id);
    const reporter = await registerUser(app.http);
    const real = await report(
      reporter.token,
      { kind: 'meetup', id: meetup.id },
      'The organizer sends threats to members who cancel.',
    );
    expect(real.status, real.text).toBe(201);

    // The first page keeps the list's shape; the real report is first, newest first.
    const first = await app.http.get<ModerationReportResponse[]>(QUEUE, admin.token);
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]).toMatchObject({ id: real.body.id, target: { kind: 'meetup' } });
    expect(nextPageOf(first.headers.get('link'))).toMatch(/^\/api\/admin\/moderation\/reports\?/);

    // Walking every page finds each of the 202 open reports once, newest first.
    const pages = await walk('limit=45');
    expect(pages.map((page) => page.length)).toEqual([45, 45, 45, 45, 22]);
    const all = pages.flat();
    expect(new Set(all.map((item) => item.id)).size).toBe(3 * PER_REPORTER + 1);
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // Filters: by kind, and by state once an administrator acted.
    const meetups = await walk('kind=meetup');
    expect(meetups.flat().map((item) => item.id)).toEqual([real.body.id]);
    const dismissed = all[100]!;
    const dismiss = await app.http.post(
      `${QUEUE}/${dismissed.id}/dismiss`,
      { reason: 'Flood' },
      admin.token,
    );
    expect(dismiss.status, dismiss.text).toBe(200);
    expect((await walk('status=dismissed')).flat().map((item) => item.id)).toEqual([dismissed.id]);
    expect((await walk('status=open&limit=200')).flat()).toHaveLength(3 * PER_REPORTER);
    expect((await walk('status=all&kind=member&limit=200')).flat()).toHaveLength(3 * PER_REPORTER);
  });

  it('answers a bad cursor, limit or filter 400 with a message', async () => {
    for (const query of [
      'cursor=not-base64!',
      `cursor=${Buffer.from('{"createdAt":1}').toString('base64url')}`,
      `cursor=${Buffer.from('not json').toString('base64url')}`,
      'limit=0',
      'limit=201',
      'status=closed',
      'kind=group',
    ]) {
      const answer = await app.http.get(`${QUEUE}?${query}`, admin.token);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toEqual(expect.any(String));
    }
    const bad = await app.http.get(`${QUEUE}?cursor=xyz`, admin.token);
    expect(bad.body.message).toBe('This page link is not valid. Start again from the first page.');
  });
});
