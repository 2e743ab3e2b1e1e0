import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '../src/contracts/notifications.js';
import { registerUser } from './support/accounts.js';
import { createGroup, joinGroup } from './support/groups.js';
import { HttpClient } from './support/http-client.js';
import { scheduleMeetup } from './support/meetups.js';
import { startServer, type ServerProcess } from './support/server-process.js';
import { startTestSmtp, type TestSmtp } from './support/smtp.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Issue 19: an owner going to a meetup gets exactly one 24-hour and one
 * 2-hour reminder, even when the real server (as `npm start` runs it) is
 * killed with SIGKILL after the reminders were scheduled and before they were
 * sent, and restarted on the same data directory after their moment passed.
 * The server runs on a test clock: while it is down, its time is moved past
 * the reminder's moment instead of the test waiting for it.
 */

const HOUR = 3_600_000;
const SECOND = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Starts are kept to the minute: the first whole minute at least a minute after `at`. */
const wholeMinuteAfter = (at: number) => Math.ceil((at + 60_000) / 60_000) * 60_000;

describe('reminders survive SIGKILL (issue 19)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-reminders-'));
  let smtp: TestSmtp;
  let server: ServerProcess | null = null;
  /** The server's time, kept across restarts: real time plus this. */
  let offsetMs = 0;
  const serverNow = () => Date.now() + offsetMs;

  /** Starts the server on the same data, its clock reading `at` (or carrying on). */
  const start = async (at = serverNow()) => {
    offsetMs = at - Date.now();
    server = await startServer({
      dataDir,
      clock: { offsetMs },
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '100',
      },
    });
    return new HttpClient(server.url);
  };
  const kill = async () => {
    const child = server!.process;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    server = null;
  };
  const remindersFor = (title: string) =>
    smtp.received.filter(
      (mail) => mail.subject === `Reminder: ${title}` && mail.text?.includes('Hi Ada'),
    );
  const waitForReminders = async (title: string, count: number) => {
    const until = Date.now() + 15_000;
    while (remindersFor(title).length < count) {
      if (Date.now() > until)
        throw new Error(`${count} reminder(s) for ${title} not sent:\n${server!.output()}`);
      await sleep(50);
    }
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await server?.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'sends each reminder once, late after a crash, and never again after more restarts',
    { timeout: 120_000 },
    async () => {
      let http = await start();
      const organizer = await registerUser(http);
      const owner = await registerUser(http, { firstName: 'Ada' });
      const group = await createGroup(http, organizer.token);
      await joinGroup(http, owner.token, group.id);
      const goingTo = async (title: string, startsAt: number) => {
        const meetup = await scheduleMeetup(http, organizer.token, group.id, {
          title,
          date: new Date(startsAt).toISOString(),
        });
        const rsvp = await http.post(
          `/api/meetups/${meetup.id}/rsvp`,
          { status: 'going' },
          owner.token,
        );
        expect(rsvp.status, rsvp.text).toBe(200);
        return meetup;
      };
      const firstStart = wholeMinuteAfter(serverNow() + 24 * HOUR);
      const meetup = await goingTo('Crash-proof walk', firstStart);
      // Scheduled, not yet due: killed before its moment, down while it passes.
      await kill();
      http = await start(firstStart - 24 * HOUR + SECOND);
      await waitForReminders('Crash-proof walk', 1);

      // Moved to 2 hours and a bit from now: the 2-hour moment comes while the server is down.
      const secondStart = wholeMinuteAfter(serverNow() + 2 * HOUR);
      const moved = await http.put(
        `/api/meetups/${meetup.id}`,
        { date: new Date(secondStart).toISOString() },
        organizer.token,
      );
      expect(moved.status, moved.text).toBe(200);
      await kill();
      http = await start(secondStart - 2 * HOUR + SECOND);
      await waitForReminders('Crash-proof walk', 2);

      // Two more crashes and restarts: replays of the log send nothing again. Each round
      // ends once a reminder due after the restart has come, so the restarted server has
      // made its reminder and email passes over everything the replay could have redone.
      for (let round = 1; round <= 2; round++) {
        await kill();
        http = await start();
        const sentinelStart = wholeMinuteAfter(serverNow() + 24 * HOUR);
        await goingTo(`Sentinel walk ${round}`, sentinelStart);
        await server!.clock!.set(sentinelStart - 24 * HOUR + SECOND);
        offsetMs = server!.clock!.offsetMs;
        await waitForReminders(`Sentinel walk ${round}`, 1);
      }
      expect(remindersFor('Crash-proof walk')).toHaveLength(2);
      const list = await http.get<NotificationListResponse>('/api/notifications', owner.token);
      const inApp = list.body.notifications.filter(
        (n) => n.kind === 'meetup-reminder' && n.meetup?.id === meetup.id,
      );
      expect(inApp.map((n) => n.window).sort()).toEqual(['24h', '2h']);
    },
  );
});
