/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { addDogThroughApi, registerThroughApi, signInWithToken } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

/** Generous: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const goingList = (page: Page) => page.getByRole('list', { name: 'Going', exact: true });

if (!hasChromium) console.warn('forget-me browser test skipped: no Chromium at /usr/bin/chromium.');

describe.skipIf(!hasChromium)('forgetting a member in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // On a clock the test moves: the meetup gets under way without the test waiting for it.
    server = await startServer({ clock: { offsetMs: 0 } });
    http = new HttpClient(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  const signedInPage = async (token: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, server.url, token);
    return page;
  };

  it('a member deletes their account from the profile page; another browser sees "Former member" among those who came', async () => {
    const organizer = await registerThroughApi(server.url, {
      firstName: 'Maya',
      city: 'Austin',
      state: 'TX',
    });
    await addDogThroughApi(server.url, organizer.token, {
      name: 'Bramble',
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const zeb = await registerThroughApi(server.url, {
      firstName: 'Zebulon',
      lastName: 'Quaxworth',
      city: 'Austin',
      state: 'TX',
    });
    const dog = await addDogThroughApi(server.url, zeb.token, {
      name: 'Wigglesworth',
      breed: 'Mutt',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const group = await createGroup(http, organizer.token, { name: 'Forgetful Fidos' });
    await joinGroup(http, zeb.token, group.id);
    // Places at meetups still to come are given up on deletion; one already under way keeps
    // its attendee list, so it starts at a whole minute (starts are kept to the minute).
    const startsAt = Math.ceil((server.clock!.now() + 60_000) / 60_000) * 60_000;
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Sniff and Go',
      date: new Date(startsAt).toISOString(),
    });
    const rsvp = await http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going', dogIds: [dog.id] },
      zeb.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);

    const watcher = await signedInPage(organizer.token);
    await watcher.goto(`${server.url}/event/${meetup.slug}`);
    await eventually(() => goingList(watcher).getByText('Zebulon').isVisible()).toBe(true);

    await server.clock!.set(startsAt + 1_000);

    const page = await signedInPage(zeb.token);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel(/^Your password/).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await eventually(() => dialog.getByText('That is not your password.').isVisible()).toBe(true);
    await dialog.getByLabel(/^Your password/).fill(zeb.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    // Signed out: the app shows its signed-out screens again.
    await eventually(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Another browser, on a fresh load: the list still has someone going, by no name of theirs.
    await watcher.reload();
    await eventually(() => goingList(watcher).getByText('Former member').isVisible()).toBe(true);
    expect(await watcher.getByText('Zebulon').count()).toBe(0);
    expect(await watcher.getByText('Wigglesworth').count()).toBe(0);
    await screenshot(watcher, 'forget-me-former-member');
  }, 150_000);
});
