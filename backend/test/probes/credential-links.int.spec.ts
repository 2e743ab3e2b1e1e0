import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '../../src/contracts/notifications.js';
import { registerUser } from '../support/accounts.js';
import { createGroup, groupEventCount, joinGroup, userIdOf } from '../support/groups.js';
import { scheduleMeetup } from '../support/meetups.js';
import { emailOn, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The authorization matrix checks route guards; these probe the credentials
 * that are not route guards, the way a hostile holder would use them: links
 * taken from the emails that arrived (unsubscribe) or handed out by
 * organizers (invite links), altered to name someone or something else,
 * used after they ended. Calendar feed URLs: the matrix's
 * `GET /api/calendar/:token.ics` rows and calendar-feed-revocation.int.spec.ts.
 */
describe('credentials that are not route guards, in hostile hands', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: emailOn(smtp),
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
    await smtp.close();
  });

  /** The unsubscribe link of the first notification email that reached `email`. */
  async function unsubscribeLinkOf(email: string): Promise<string> {
    await expect
      .poll(
        () =>
          smtp.received.some(
            (mail) => mail.to && 'text' in mail.to && mail.to.text.includes(email),
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const mail = smtp.received.find((m) => m.to && 'text' in m.to && m.to.text.includes(email))!;
    const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')!.line;
    return /<(.+)>/.exec(line)![1]!.slice(app.config.publicUrl.length);
  }
  const unsubscribe = (path: string) =>
    fetch(app.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  const preferencesOf = async (token: string) =>
    (await app.http.get<NotificationPreferences>('/api/notifications/preferences', token)).body;

  it('an unsubscribe link turns off only its own holder’s own kind: altered to name another member or kind, it is refused', async () => {
    const organizer = await registerUser(app.http);
    const [rosa, sam] = await Promise.all([registerUser(app.http), registerUser(app.http)]);
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, rosa.token, group.id);
    await joinGroup(app.http, sam.token, group.id);
    await scheduleMeetup(app.http, organizer.token, group.id);
    const link = await unsubscribeLinkOf(rosa.email);
    const token = new URL(link, app.url).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const samId = await userIdOf(app.http, sam.token);
    const rosaId = await userIdOf(app.http, rosa.token);

    const forgeries = [
      // Sam's id under Rosa's signature.
      `${Buffer.from(`${samId}\nmeetup-scheduled`).toString('base64url')}.${signature}`,
      // Another kind under Rosa's signature.
      `${Buffer.from(`${rosaId}\njoin-requested`).toString('base64url')}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}AA`,
      `${payload}`,
      `${payload}.${signature}.${signature}`,
    ];
    for (const forged of forgeries) {
      const answer = await unsubscribe(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
      );
      expect(answer.status, forged).toBe(400);
    }
    expect((await preferencesOf(sam.token))['meetup-scheduled'].email).toBe(true);
    expect((await preferencesOf(rosa.token))['join-requested'].email).toBe(true);

    // The real link does what it says, for its holder and kind only.
    expect((await unsubscribe(link)).status).toBe(200);
    expect((await preferencesOf(rosa.token))['meetup-scheduled'].email).toBe(false);
    expect((await preferencesOf(sam.token))['meetup-scheduled'].email).toBe(true);
  });

  it('an invite link works for its own group only, and not once revoked, used up or expired', async () => {
    const owner = await registerUser(app.http);
    const otherOwner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { kind: 'invite-only' });
    const otherGroup = await createGroup(app.http, otherOwner.token, { kind: 'invite-only' });
    const invite = (groupId: string, token: string, body: object = {}) =>
      app.http.post(`/api/groups/${groupId}/invites`, body, token).then((answer) => {
        expect(answer.status, answer.text).toBe(201);
        return answer.body as { id: string; code: string; expiresAt: string | null };
      });
    const otherGroupsCode = (await invite(otherGroup.id, otherOwner.token)).code;
    const revoked = await invite(group.id, owner.token);
    expect(
      (await app.http.delete(`/api/groups/${group.id}/invites/${revoked.id}`, owner.token)).status,
    ).toBe(200);
    const usedUp = await invite(group.id, owner.token, { maxUses: 1 });
    const first = await registerUser(app.http);
    const ask = (token: string | undefined, inviteCode: string) =>
      app.http.post(
        `/api/groups/${group.id}/join-requests`,
        { message: 'May we come?', dogIds: [], houseRulesAccepted: true, inviteCode },
        token,
      );
    expect((await ask(first.token, usedUp.code)).status).toBe(200);
    const expiring = await invite(group.id, owner.token, { expiresInDays: 1 });

    const stranger = await registerUser(app.http);
    const otherMember = await registerUser(app.http);
    await app.http.post(
      `/api/groups/${otherGroup.id}/join-requests`,
      { message: 'Hi', dogIds: [], houseRulesAccepted: true, inviteCode: otherGroupsCode },
      otherMember.token,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(expiring.expiresAt!) + 1000);
    try {
      const ended = {
        "another group's code": otherGroupsCode,
        revoked: revoked.code,
        'used up': usedUp.code,
        expired: expiring.code,
      };
      const before = await groupEventCount(app.engines.eventStore, group.id);
      for (const [name, code] of Object.entries(ended)) {
        for (const [role, token] of [
          ['anonymous', undefined],
          ['stranger', stranger.token],
          ["the other group's requester", otherMember.token],
        ] as const) {
          if (name !== "another group's code") {
            const shown = await app.http.get(`/api/invites/${code}`, token);
            expect(shown.status, `${name} as ${role}`).toBe(404);
            expect(shown.text).not.toContain(group.name);
          }
          const asked = await ask(token, code);
          expect(asked.status, `${name} as ${role}`).toBe(token ? 404 : 401);
          expect(asked.text).not.toContain(group.name);
        }
      }
      expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
