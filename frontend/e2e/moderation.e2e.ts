/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerAdmin } from '../../backend/test/support/admin.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { CHROMIUM, hasChromium, launchBrowser } from './support/browser.js';

if (!hasChromium) console.warn(`moderation.e2e.ts skipped: no Chromium at ${CHROMIUM}`);

/** A call the test's setup needs to succeed. */
async function post(baseUrl: string, path: string, token: string, body?: unknown) {
  const response = await new HttpClient(baseUrl).post<{ id: string }>(path, body, token);
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${response.text}`);
  return response.body;
}

describe.skipIf(!hasChromium)('moderation in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const signedIn = async (user: Pick<TestUser, 'token'>) => {
    await addDogThroughApi(server.url, user.token, {
      name: 'Juniper',
      breed: 'Collie',
      age: 'adult',
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithToken(page, server.url, user.token);
    return page;
  };

  it('a member reports a post and an administrator hides it: the post disappears for the member and the organizer’s history says who hid it and why', async () => {
    const organizer = await registerThroughApi(server.url, { firstName: 'Olive' });
    const group = await post(server.url, '/api/groups', organizer.token, {
      name: 'Calm Collies of Denver',
      description: 'Slow walks for dogs who like their space.',
      city: 'Denver',
      state: 'CO',
      isPrivate: false,
    });
    const member = await registerThroughApi(server.url, { firstName: 'Mina' });
    const spammer = await registerThroughApi(server.url, { firstName: 'Sly' });
    await post(server.url, `/api/groups/${group.id}/join`, member.token);
    await post(server.url, `/api/groups/${group.id}/join`, spammer.token);
    await post(server.url, `/api/groups/${group.id}/posts`, spammer.token, {
      content: 'Cheap puppies, DM me now!!!',
    });
    const walk = await post(server.url, `/api/groups/${group.id}/posts`, organizer.token, {
      content: 'Walk at Wash Park on Sunday',
    });
    await post(server.url, `/api/posts/${walk.id}/comments`, spammer.token, {
      content: 'Or buy a puppy instead, DM me',
    });

    const page = await signedIn(member);
    await page.goto(`${server.url}/groups/${group.id}`);
    const spam = page.getByRole('article').filter({ hasText: 'Cheap puppies, DM me now!!!' });
    await spam.getByRole('button', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByLabel('Details').fill('Selling puppies in every group');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page
      .getByText('Thanks for telling us. An administrator will look at your report.')
      .first()
      .waitFor();

    const admin = await registerAdmin(new HttpClient(server.url), server.dataDir);
    const adminPage = await signedIn(admin);
    await adminPage.goto(`${server.url}/admin`);
    const queue = adminPage.getByRole('region', { name: 'Moderation queue' });
    await queue.getByText('Cheap puppies, DM me now!!!').waitFor();
    await queue.getByText('Selling puppies in every group').waitFor();
    await queue.getByLabel('Why (recorded with your action)').fill('Advertising');
    await queue.getByRole('button', { name: 'Hide content' }).click();
    await queue.getByText('No open reports.').waitFor();

    await page.reload();
    await page.getByText('Walk at Wash Park on Sunday').waitFor();
    expect(await page.getByText('Cheap puppies, DM me now!!!').count()).toBe(0);

    // The organizer finds it in the group's Manage history: who hid whose post, and why.
    const organizerPage = await signedIn(organizer);
    await organizerPage.goto(`${server.url}/groups/${group.id}/manage`);
    const history = organizerPage.getByRole('list', { name: 'Group history' });
    await history.getByText(/ hid Sly .+'s post: Advertising$/).waitFor();
    expect(await history.getByText('Cheap puppies, DM me now!!!').count()).toBe(0);
    // They hide a comment themselves; back on Manage, the history already has it.
    await organizerPage.getByRole('link', { name: 'Back to the group' }).click();
    const comment = organizerPage
      .getByRole('listitem')
      .filter({ hasText: 'Or buy a puppy instead, DM me' });
    await comment.getByRole('button', { name: 'Hide comment' }).click();
    const hideDialog = organizerPage.getByRole('dialog', { name: 'Hide this comment?' });
    await hideDialog.getByLabel('Reason').fill('Selling puppies');
    await hideDialog.getByRole('button', { name: 'Hide comment' }).click();
    await organizerPage.getByText('The comment is hidden.').first().waitFor();
    await organizerPage.getByRole('link', { name: 'Manage' }).click();
    await history.getByText(/^Olive .+ hid Sly .+'s comment: Selling puppies$/).waitFor();
  });

  it('an administrator suspends a reported member, who is signed out and told why when signing in', async () => {
    const reporter = await registerThroughApi(server.url, { firstName: 'Rita' });
    const troll = await registerThroughApi(server.url, { firstName: 'Troy' });
    const trollPage = await signedIn(troll);
    await trollPage.goto(`${server.url}/profile`);
    await trollPage.getByRole('heading', { name: 'Blocked members' }).waitFor();
    const http = new HttpClient(server.url);
    const trollId = (await http.get<{ id: string }>('/api/profile', troll.token)).body.id;
    await post(server.url, '/api/reports', reporter.token, {
      target: { kind: 'member', id: trollId },
      reason: 'harassment',
      details: 'Follows us around the park',
    });

    const admin = await registerAdmin(http, server.dataDir);
    const adminPage = await signedIn(admin);
    await adminPage.goto(`${server.url}/admin`);
    const queue = adminPage.getByRole('region', { name: 'Moderation queue' });
    await queue.getByText('Follows us around the park').waitFor();
    await queue.getByLabel('Why (recorded with your action)').fill('Harassing members');
    await queue.getByRole('button', { name: 'Suspend Troy Rivera' }).click();
    await queue.getByText('No open reports.').waitFor();

    // The old session no longer works: the next page load signs them out.
    await trollPage.reload();
    await trollPage.waitForURL(/\/login/);
    await trollPage.getByLabel('Email').fill(troll.email);
    await trollPage.getByLabel('Password').fill(troll.password);
    await trollPage.getByRole('button', { name: 'Sign In' }).click();
    await trollPage
      .getByText(/^Your account is suspended until .+ UTC: Harassing members$/)
      .waitFor();
  });
});
