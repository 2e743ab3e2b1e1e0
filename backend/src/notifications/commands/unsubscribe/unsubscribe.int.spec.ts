import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { emailOn, startTestSmtp, type TestSmtp } from '../../../../test/support/smtp.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/*
 * Issue 30: an unsubscribe link outlives nothing. Once its account is
 * deleted, the link from an email that arrived before answers as an ended
 * link (410) on both the confirmation page and the one-click POST, and
 * changes nothing.
 */
describe('an unsubscribe link of a deleted account', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: emailOn(smtp),
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('answers 410 on GET and POST and appends nothing', async () => {
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http, { firstName: 'Ulla' });
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, member.token, group.id);
    await scheduleMeetup(app.http, organizer.token, group.id);
    const toMember = () =>
      smtp.received.find(
        (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(member.email),
      );
    await expect.poll(toMember, { timeout: 10_000 }).toBeTruthy();
    const mail = toMember()!;
    const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
    const link = /<(.+)>/.exec(header)![1]!.slice(app.config.publicUrl.length);
    // The link works while the account lives.
    expect((await fetch(app.url + link)).status).toBe(200);

    const deleted = await app.http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    const head = await app.engines.eventStore.headPosition();

    const confirm = await fetch(app.url + link);
    expect(confirm.status).toBe(410);
    expect(await confirm.text()).toContain('This unsubscribe link has ended');
    const posted = await fetch(app.url + link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(410);
    expect(await app.engines.eventStore.headPosition()).toBe(head);
  });
});
