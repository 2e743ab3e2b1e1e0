import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CONNECTION, LIVE_EVENTS, type AttendanceUpdate } from '../../src/contracts/live.js';
import { registerUser } from '../support/accounts.js';
import { createGroup, joinGroup } from '../support/groups.js';
import { HttpClient } from '../support/http-client.js';
import { scheduleMeetup } from '../support/meetups.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.js';
import { scheduleSeries } from '../support/series.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const HOUR = 3_600_000;
const SIGN_IN_LIMIT = 20;

/** A sign-in attempt from a given client address (another loopback address stands in for another machine). */
function signInFrom(address: string, url: string, email: string): Promise<number> {
  const body = JSON.stringify({ email, password: 'not the password' });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/auth/login`,
      {
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Signs up through the balancer and follows the verification link from the email that arrived. */
async function signUp(http: HttpClient, smtp: TestSmtp, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(http, overrides, { verified: false });
  const mail = await smtp.waitForAccountMail(user.email, /Confirm your email for PackMeet/);
  const link = /(http\S+\/verify-email\?token=\S+)/.exec(mail.text ?? '')![1]!;
  const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
  const verified = await http.post('/api/auth/verify-email', { token });
  expect(verified.status, verified.text).toBe(200);
  return user;
}

/*
 * Two API processes on one DATA_DIR behind a round-robin load balancer with no
 * stickiness, as compose's two-replica profile runs them: every request may
 * land on either process.
 */
describe('two API processes behind a round-robin load balancer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-balanced-'));
  let smtp: TestSmtp;
  let first: ServerProcess;
  let second: ServerProcess;
  let proxy: RoundRobinProxy;
  let http: HttpClient;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_IP_PER_MIN: String(SIGN_IN_LIMIT),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'PackMeet <hello@packmeet.test>',
      NOTIFICATION_TICK_MS: '100',
    };
    first = await startServer({ dataDir, env });
    second = await startServer({ dataDir, env });
    proxy = await startRoundRobinProxy([first.url, second.url]);
    http = new HttpClient(proxy.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await first?.stop();
    await second?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('live pushes reach a socket.io client through the balancer without sticky sessions', async () => {
    const organizer = await signUp(http, smtp);
    const member = await signUp(http, smtp);
    const group = await createGroup(http, organizer.token);
    const meetup = await scheduleMeetup(http, organizer.token, group.id);

    const socket = io(proxy.url, {
      ...LIVE_CONNECTION,
      transports: [...LIVE_CONNECTION.transports],
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      // The process holding the socket may learn of the meetup from the shared log a moment later.
      await vi.waitFor(async () =>
        expect(await socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId: meetup.id })).toEqual({
          ok: true,
        }),
      );
      const received = new Promise<AttendanceUpdate>((resolve) =>
        socket.on(LIVE_EVENTS.attendance, resolve),
      );
      // Several requests in a row: they alternate between the processes.
      for (let round = 0; round < 2; round++) {
        const rsvp = await http.post(
          `/api/meetups/${meetup.id}/rsvp`,
          { status: round === 0 ? 'maybe' : 'going' },
          member.token,
        );
        expect(rsvp.status, rsvp.text).toBe(200);
      }
      const update = await received;
      expect(update.meetupId).toBe(meetup.id);
      expect(socket.io.engine.transport.name).toBe('websocket');
      expect(proxy.served.every((count) => count > 0)).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('sign-in limits count the client’s own address, not the balancer’s', async () => {
    const statuses: number[] = [];
    // Each process counts on its own: two processes allow up to twice the limit per address.
    for (let attempt = 0; attempt <= 2 * SIGN_IN_LIMIT && !statuses.includes(429); attempt++) {
      statuses.push(await signInFrom('127.0.0.2', proxy.url, `nobody${attempt}@example.com`));
    }
    expect(statuses).toContain(429);
    // Another client behind the same balancer still gets its answer.
    expect(await signInFrom('127.0.0.3', proxy.url, 'someone@example.com')).toBe(401);
    expect(await signInFrom('127.0.0.3', proxy.url, 'someone@example.com')).toBe(401);
  });

  it(
    'each email and each reminder goes out once, though both processes send',
    { timeout: 60_000 },
    async () => {
      const organizer = await signUp(http, smtp);
      const owner = await signUp(http, smtp, { firstName: 'Ada' });
      const group = await createGroup(http, organizer.token);
      await joinGroup(http, owner.token, group.id);
      const meetup = await scheduleMeetup(http, organizer.token, group.id, {
        title: 'Balanced walk',
        date: new Date(Date.now() + 24 * HOUR + 2_000).toISOString(),
      });
      const rsvp = await http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going' },
        owner.token,
      );
      expect(rsvp.status, rsvp.text).toBe(200);
      const reminders = () =>
        smtp.received.filter((mail) => mail.subject === 'Reminder: Balanced walk');
      await vi.waitFor(() => expect(reminders().length).toBeGreaterThan(0), {
        timeout: 20_000,
        interval: 50,
      });

      // Later mail through both processes: once it has arrived, both have run passes since the reminder.
      const later = [await signUp(http, smtp), await signUp(http, smtp)];
      for (const user of later) await smtp.waitForAccountMail(user.email, /./);
      expect(reminders()).toHaveLength(1);
      const verifications = (address: string) =>
        smtp.accountMails.filter(
          (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(address),
        );
      for (const user of [organizer, owner, ...later])
        expect(verifications(user.email)).toHaveLength(1);
    },
  );

  it('a series’ occurrences are scheduled once', { timeout: 60_000 }, async () => {
    const owner = await signUp(http, smtp);
    const group = await createGroup(http, owner.token);
    const series = await scheduleSeries(http, owner.token, group.id);
    const log = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    try {
      const rows = () =>
        log
          .prepare(`SELECT type, data FROM events WHERE data LIKE ?`)
          .all(`%"seriesId":"${series.id}"%`) as { type: string; data: string }[];
      const dates = () =>
        rows()
          .filter((row) => row.type === 'MeetupScheduled')
          .map((row) => (JSON.parse(row.data) as { series: { date: string } }).series.date);
      // A second series through the other process: once it is done, both processes saw the first.
      await scheduleSeries(http, owner.token, group.id, { title: 'Second walk' });
      expect(dates().length).toBeGreaterThanOrEqual(7);
      expect(new Set(dates()).size).toBe(dates().length);
      expect(rows().filter((row) => row.type === 'MeetupSeriesOccurrenceScheduled')).toHaveLength(
        dates().length,
      );
    } finally {
      log.close();
    }
  });
});
