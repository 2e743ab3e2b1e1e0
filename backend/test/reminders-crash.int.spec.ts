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
 */

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminders survive SIGKILL (issue 19)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-reminders-'));
  let smtp: TestSmtp;
  let server: ServerProcess | null = null;

  const start = async () => {
    server = await startServer({
      dataDir,
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
      const meetup = await scheduleMeetup(http, organizer.token, group.id, {
        title: 'Crash-proof walk',
        date: new Date(Date.now() + 24 * HOUR + 3_000).toISOString(),
      });
      const rsvp = await http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going' },
        owner.token,
      );
      expect(rsvp.status, rsvp.text).toBe(200);
      // Scheduled, not yet due: killed before its moment, down while it passes.
      await kill();
      await sleep(4_000);

      http = await start();
      const reminders = () =>
        smtp.received.filter(
          (mail) => mail.subject === 'Reminder: Crash-proof walk' && mail.text?.includes('Hi Ada'),
        );
      const until = Date.now() + 15_000;
      while (reminders().length < 1) {
        if (Date.now() > until) throw new Error(`no 24-hour reminder:\n${server!.output()}`);
        await sleep(50);
      }

      // Moved to 2 hours and a bit from now: the 2-hour moment comes while the server is down.
      const moved = await http.put(
        `/api/meetups/${meetup.id}`,
        { date: new Date(Date.now() + 2 * HOUR + 3_000).toISOString() },
        organizer.token,
      );
      expect(moved.status, moved.text).toBe(200);
      await kill();
      await sleep(4_000);
      http = await start();
      const until2 = Date.now() + 15_000;
      while (reminders().length < 2) {
        if (Date.now() > until2) throw new Error(`no 2-hour reminder:\n${server!.output()}`);
        await sleep(50);
      }

      // Two more crashes and restarts: replays of the log send nothing again.
      for (let round = 0; round < 2; round++) {
        await kill();
        http = await start();
        await sleep(1_500);
      }
      expect(reminders()).toHaveLength(2);
      const list = await http.get<NotificationListResponse>('/api/notifications', owner.token);
      const inApp = list.body.notifications.filter((n) => n.kind === 'meetup-reminder');
      expect(inApp.map((n) => n.window).sort()).toEqual(['24h', '2h']);
    },
  );
});
