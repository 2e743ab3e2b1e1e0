import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '../../src/contracts/notifications.js';
import { registerUser } from '../support/accounts.js';
import { createGroup, joinThroughRequest } from '../support/groups.js';
import { emailOn, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PER_GROUP = 6;

/**
 * Asking to join and withdrawing, again and again, must not email-bomb a
 * group's organizers (docs/security.md "Limits"): requests and withdrawals
 * are limited per person and group, and the organizers hear of one person's
 * requests to one group at most once per JOIN_REQUEST_NOTICE_WINDOW_MINUTES.
 */
describe('join requests cannot flood organizers', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: emailOn(smtp, {
        JOIN_REQUESTS_PER_GROUP: String(PER_GROUP),
        JOIN_REQUESTS_PER_GROUP_WINDOW_MINUTES: '1440',
        JOIN_REQUEST_NOTICE_WINDOW_MINUTES: '1440',
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const ask = (groupId: string, token: string) =>
    app.http.post(`/api/groups/${groupId}/join-requests`, { message: 'Hi!' }, token);
  const withdraw = (groupId: string, token: string) =>
    app.http.request('DELETE', `/api/groups/${groupId}/join-requests/mine`, { token });
  const asksToJoin = (email: string, name: string) =>
    smtp.received.filter(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text.includes(email) &&
        /^\S+ \S+ asks to join /.test(mail.subject ?? '') &&
        mail.subject!.startsWith(`${name} `),
    ).length;
  const noticesOf = async (token: string, name: string) =>
    (
      await app.http.get<NotificationListResponse>('/api/notifications', token)
    ).body.notifications.filter((n) => n.kind === 'join-requested' && n.title.startsWith(name))
      .length;

  it('request and withdraw 15 times: organizers hear once, and the limit answers 429 with Retry-After', async () => {
    const owner = await registerUser(app.http, { firstName: 'Olga' });
    const coOrganizer = await registerUser(app.http, { firstName: 'Cora' });
    const group = await createGroup(app.http, owner.token, { kind: 'private' });
    const coOrganizerId = await joinThroughRequest(
      app.http,
      owner.token,
      coOrganizer.token,
      group.id,
    );
    const appointed = await app.http.put(
      `/api/groups/${group.id}/members/${coOrganizerId}/role`,
      { role: 'co-organizer' },
      owner.token,
    );
    expect(appointed.status, appointed.text).toBe(200);
    const flooder = await registerUser(app.http, { firstName: 'Flint', lastName: 'Flood' });

    const answers: number[] = [];
    for (let round = 0; round < 15; round++) {
      const asked = await ask(group.id, flooder.token);
      answers.push(asked.status);
      if (asked.status !== 200) {
        expect(asked.status).toBe(429);
        expect(asked.body.code).toBe('GROUPS.TOO_MANY_JOIN_REQUESTS');
        expect(asked.body.message).toMatch(
          /^You have asked to join this group and withdrawn several times lately\. Please try again in \d+ (minutes?|hours)\.$/,
        );
        const retryAfter = Number(asked.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
        continue;
      }
      // Taking a request back is never refused.
      expect((await withdraw(group.id, flooder.token)).status).toBe(200);
    }
    // Three requests and three withdrawals fill the six; the other twelve asks are refused.
    expect(answers.filter((status) => status === 200)).toHaveLength(PER_GROUP / 2);
    expect(answers.filter((status) => status === 429)).toHaveLength(15 - PER_GROUP / 2);

    // Someone else asking still reaches the organizers: their email is the marker that the
    // flooder's are all sent (the outbox sends in order).
    const newcomer = await registerUser(app.http, { firstName: 'Nell' });
    expect((await ask(group.id, newcomer.token)).status).toBe(200);
    await expect
      .poll(() => asksToJoin(owner.email, 'Nell') + asksToJoin(coOrganizer.email, 'Nell'), {
        timeout: 10_000,
      })
      .toBe(2);

    for (const organizer of [owner, coOrganizer]) {
      expect(asksToJoin(organizer.email, 'Flint')).toBe(1);
      expect(await noticesOf(organizer.token, 'Flint')).toBe(1);
    }
  });
});
