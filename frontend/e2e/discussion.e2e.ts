/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

/** Waits generously: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

describe.skipIf(!hasChromium)('a meetup’s discussion in two real browsers', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    http = new HttpClient(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  const owner = async (firstName: string, dogName: string): Promise<TestUser> => {
    const user = await registerThroughApi(server.url, { firstName, city: 'Austin', state: 'TX' });
    await addDogThroughApi(server.url, user.token, {
      name: dogName,
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    return user;
  };

  /** Each person in a browser of their own; a phone-sized one for the member. */
  const signedInPage = async (user: TestUser, viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, server.url, user.token);
    return page;
  };

  const thread = (page: Page) => page.getByRole('region', { name: 'Discussion' });

  it('a member asks on a phone; the organizer sees it live and replies, which the member sees live', async () => {
    const organizer = await owner('Olga', 'Pepper');
    const member = await owner('Mia', 'Bramble');
    const group = await createGroup(http, organizer.token, { name: 'Zilker Zoomies' });
    await joinGroup(http, member.token, group.id);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Gate Check Walk',
    });

    const organizerPage = await signedInPage(organizer, { width: 1280, height: 900 });
    const memberPage = await signedInPage(member, { width: 390, height: 844 });
    await organizerPage.goto(`${server.url}/event/${meetup.slug}`);
    await memberPage.goto(`${server.url}/event/${meetup.slug}`);
    await eventually(() => thread(organizerPage).isVisible()).toBe(true);
    await eventually(() => thread(memberPage).isVisible()).toBe(true);

    await thread(memberPage).getByLabel('Write a post').fill('Is the north gate open?');
    await thread(memberPage).getByRole('button', { name: 'Post', exact: true }).click();
    // The member's own post comes from the mutation's answer.
    const own = thread(memberPage).getByRole('article', { name: 'Post by Mia R.' });
    await eventually(() => own.isVisible()).toBe(true);

    // No reload: the organizer's page learns of it from the socket push.
    const question = thread(organizerPage).getByRole('article', { name: 'Post by Mia R.' });
    await eventually(() => question.isVisible()).toBe(true);
    expect(await question.textContent()).toContain('Is the north gate open?');

    await thread(organizerPage).getByRole('button', { name: 'Reply', exact: true }).click();
    await thread(organizerPage).getByLabel('Your reply').fill('Yes, until 8');
    await thread(organizerPage).getByRole('button', { name: 'Reply', exact: true }).click();
    const answer = thread(memberPage).getByRole('article', { name: 'Reply by Olga R.' });
    await eventually(() => answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('Yes, until 8');
    await screenshot(memberPage, 'discussion-live-reply-phone');
  });
});
