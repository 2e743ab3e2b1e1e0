/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  pickCity,
  registerThroughApi,
  signInWithToken,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

describe.skipIf(!hasChromium)('groups in a real browser', () => {
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

  const signedIn = async (city: string, state: string, dogName: string) => {
    const user = await registerThroughApi(server.url, { city, state });
    await addDogThroughApi(server.url, user.token, {
      name: dogName,
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithToken(page, server.url, user.token);
    return { user, page };
  };

  it('creates a group with the city picker; a neighbour finds it at the right distance, joins, posts and comments', async () => {
    const organizer = await signedIn('Round Rock', 'TX', 'Bramble');
    await organizer.page.goto(`${server.url}/create-group`);
    const submit = organizer.page.getByRole('button', { name: 'Create Group' });
    expect(await submit.isDisabled()).toBe(true);
    await organizer.page.getByLabel(/^Group Name/).fill('Round Rock Reactive Rovers');
    await organizer.page
      .getByLabel(/^Description/)
      .fill('Parallel walks at a comfortable distance, every Saturday morning.');
    await pickCity(organizer.page, 'Round Ro', 'Round Rock, TX');
    await screenshot(organizer.page, 'create-group');
    await submit.click();
    await organizer.page.waitForURL('**/find-groups');
    await expect
      .poll(visible(organizer.page, 'Your group has been created successfully'))
      .toBe(true);

    // A neighbour in Austin (17.1 miles from Round Rock) sees it with a blue-range badge.
    const neighbour = await signedIn('Austin', 'TX', 'Juniper');
    await neighbour.page.goto(`${server.url}/find-groups`);
    const card = neighbour.page
      .getByRole('article')
      .filter({ hasText: 'Round Rock Reactive Rovers' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText('17.1 miles').isVisible()).toBe(true);
    await screenshot(neighbour.page, 'find-groups');

    await card.getByRole('button', { name: 'Join Group' }).click();
    await expect.poll(visible(neighbour.page, "You've successfully joined the group!")).toBe(true);
    await expect.poll(() => card.getByText("You're in this group").isVisible()).toBe(true);

    await card
      .getByRole('link', { name: /Round Rock Reactive Rovers/ })
      .first()
      .click();
    await neighbour.page.waitForURL('**/groups/*');
    await expect.poll(visible(neighbour.page, 'No recent posts')).toBe(true);
    await neighbour.page.getByRole('button', { name: 'Create Post' }).first().click();
    await neighbour.page
      .getByLabel("What's on your mind?")
      .fill('Juniper is working on calm greetings. See you Saturday!');
    await neighbour.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(visible(neighbour.page, 'Juniper is working on calm greetings')).toBe(true);

    // The organizer sees the post, and comments on it.
    await organizer.page.goto(neighbour.page.url());
    await expect.poll(visible(organizer.page, 'Juniper is working on calm greetings')).toBe(true);
    await organizer.page
      .getByRole('textbox', { name: /Comment on/ })
      .first()
      .fill('Welcome! Bring treats.');
    await organizer.page.getByRole('button', { name: 'Post comment' }).first().click();
    await expect.poll(visible(organizer.page, 'Welcome! Bring treats.')).toBe(true);
    await expect.poll(visible(organizer.page, 'Juniper')).toBe(true);
    await screenshot(organizer.page, 'group-detail');

    // The server agrees: two members, one post with one comment.
    const groupId = new URL(organizer.page.url()).pathname.split('/').at(-1)!;
    const group = await (
      await fetch(`${server.url}/api/groups/${groupId}`, {
        headers: { authorization: `Bearer ${neighbour.user.token}` },
      })
    ).json();
    expect(group).toMatchObject({ memberCount: 2, isMember: true, role: 'member' });
    const posts = await (
      await fetch(`${server.url}/api/groups/${groupId}/posts`, {
        headers: { authorization: `Bearer ${neighbour.user.token}` },
      })
    ).json();
    expect(posts[0]).toMatchObject({ commentCount: 1 });
    await organizer.page.context().close();
    await neighbour.page.context().close();
  });
});
