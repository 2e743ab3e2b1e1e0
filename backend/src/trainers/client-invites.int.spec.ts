import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../shared/clock.port.js';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { connect, watchMeetup } from '../../test/support/sockets.js';
import { startTestSmtp, type TestSmtp } from '../../test/support/smtp.js';
import { addClient, inviteCode, setMeetupClients } from '../../test/support/trainers.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { LIVE_EVENTS } from '../contracts/live.js';
import type { ClientRecordResponse } from '../contracts/trainers.js';

describe('client invites carry a record and its attendance over to an account', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let dist: string;
  let trainer: Awaited<ReturnType<typeof registerUser>>;
  let meetup: { id: string; slug: string; title: string };
  let sam: ClientRecordResponse;
  let endsAt: number;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({
      env: {
        FRONTEND_DIST: dist,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '50',
      },
    });
    trainer = await registerUser(app.http, {
      isTrainer: true,
      firstName: 'Kim',
      lastName: 'Ortega',
    });
    const group = await createGroup(app.http, trainer.token, { name: 'Ortega Obedience Club' });
    // Over in a few seconds: its attendance is then in the past.
    const start = Date.now() + 2500;
    endsAt = start + 1000;
    meetup = await scheduleMeetup(app.http, trainer.token, group.id, {
      title: 'Loose-leash basics',
      date: new Date(start).toISOString(),
      endTime: new Date(endsAt).toISOString(),
    });
    sam = await addClient(app.http, trainer.token, { email: 'sam.quill@example.com' });
    await setMeetupClients(app.http, trainer.token, meetup.id, [sam.id]);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
    await smtp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('shows nothing of a client to anyone but the trainer: API, attendees, ICS, event page, sockets', async () => {
    const member = await registerUser(app.http);
    await joinGroup(
      app.http,
      member.token,
      (await app.http.get(`/api/meetups/${meetup.id}`)).body.groupId,
    );
    const socket = await connect(app.url, member.token);
    const pushes: unknown[] = [];
    socket.on(LIVE_EVENTS.attendance, (push) => pushes.push(push));
    expect((await watchMeetup(socket, meetup.id)).ok).toBe(true);
    const kai = await addClient(app.http, trainer.token, { name: 'Kai Ng', dogName: 'Waffles' });
    await setMeetupClients(app.http, trainer.token, meetup.id, [sam.id, kai.id]);
    await setMeetupClients(app.http, trainer.token, meetup.id, [sam.id]);
    await expect.poll(() => pushes.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      [
        [`/api/meetups/${meetup.id}`],
        [`/api/meetups/${meetup.id}`, member.token],
        [`/api/meetups/${meetup.id}/attendees`, member.token],
        [`/api/meetups/${meetup.id}/attendees`],
        [`/api/meetups/${meetup.id}/calendar.ics`],
        [`/api/meetups/${meetup.id}/calendar.ics`, member.token],
        [`/event/${meetup.slug}`],
        [`/api/trainer/clients`, member.token],
        [`/api/trainer/meetups/${meetup.id}/clients`, member.token],
      ].map(([path, token]) => app.http.get(path!, token)),
    );
    // The routes under /api/trainer are for trainers: the member is refused both.
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 403, 403,
    ]);
    const surfaces = [JSON.stringify(pushes), ...answers.map((answer) => answer.text)];
    socket.close();
    for (const text of surfaces) {
      for (const secret of [
        'Sam Quill',
        'Pickles',
        'sam.quill',
        sam.id,
        'Kai Ng',
        'Waffles',
        kai.id,
      ])
        expect(text).not.toContain(secret);
    }
    expect((await app.http.get(`/api/meetups/${meetup.id}`)).body.unregisteredAttendees).toBe(1);
  });

  it('mails the link, and the person who signs up through it gets the past meetup on their record', async () => {
    const invited = await app.http.post(`/api/trainer/clients/${sam.id}/invite`, {}, trainer.token);
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ clientId: sam.id, emailedTo: 'sam.quill@example.com' });
    const code = inviteCode(invited.body.url);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'sam.quill@example.com' });
    expect(mail!.subject).toBe('Kim Ortega invited you to PackMeet');
    expect(mail!.text).toContain(`/client-invite/${code}`);

    const preview = await app.http.get(`/api/client-invites/${code}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      trainer: { firstName: 'Kim', lastName: 'Ortega', username: trainer.username },
      clientName: 'Sam Quill',
      dogName: 'Pickles',
      expired: false,
    });

    // The meetup ends on the server's clock, which stays past its end from here on.
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Math.max(Date.now(), endsAt + 100)),
    );
    const client = await registerUser(app.http, { email: 'sam.other@example.com' });
    const clientId = await userIdOf(app.http, client.token);
    expect((await app.http.post(`/api/client-invites/${code}/accept`)).status).toBe(401);
    const accepted = await app.http.post(
      `/api/client-invites/${code}/accept`,
      undefined,
      client.token,
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({
      trainer: { username: trainer.username, firstName: 'Kim', lastName: 'Ortega' },
      meetupsCarriedOver: 1,
    });
    const record = await app.http.get(`/api/users/${clientId}/attendance`, client.token);
    expect(accepted.body.attendance).toEqual(record.body);
    expect(record.body).toMatchObject({
      attended: 1,
      noShows: 0,
      entries: [{ meetupId: meetup.id, title: 'Loose-leash basics', outcome: 'attended' }],
    });
    const list = await app.http.get('/api/trainer/clients', trainer.token);
    expect(list.body.find((entry: ClientRecordResponse) => entry.id === sam.id)).toMatchObject({
      linkedUser: { id: clientId, username: client.username },
      invite: null,
    });

    // Single use: the link is gone for everyone, the client included.
    const someone = await registerUser(app.http);
    for (const token of [client.token, someone.token]) {
      const again = await app.http.post(`/api/client-invites/${code}/accept`, undefined, token);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('This invite link is not valid any more.');
    }
    expect((await app.http.get(`/api/client-invites/${code}`)).status).toBe(404);
    expect(
      (await app.http.post(`/api/trainer/clients/${sam.id}/invite`, {}, trainer.token)).status,
    ).toBe(409);
  });

  it('links an existing account that accepts while signed in; a new invite replaces the old link', async () => {
    const existing = await registerUser(app.http);
    const alex = await addClient(app.http, trainer.token, {
      name: 'Alex Bay',
      email: existing.email,
    });
    const first = await app.http.post(
      `/api/trainer/clients/${alex.id}/invite`,
      { email: null },
      trainer.token,
    );
    expect(first.body.emailedTo).toBeNull();
    const second = await app.http.post(
      `/api/trainer/clients/${alex.id}/invite`,
      { email: null },
      trainer.token,
    );
    const stale = await app.http.post(
      `/api/client-invites/${inviteCode(first.body.url)}/accept`,
      undefined,
      existing.token,
    );
    expect(stale.status).toBe(404);
    const own = await app.http.post(
      `/api/client-invites/${inviteCode(second.body.url)}/accept`,
      undefined,
      trainer.token,
    );
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot accept an invite to your own clients.');
    const accepted = await app.http.post(
      `/api/client-invites/${inviteCode(second.body.url)}/accept`,
      undefined,
      existing.token,
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.meetupsCarriedOver).toBe(0);
    expect((await app.http.get('/api/client-invites/not-a-code')).status).toBe(404);
  });
});
