/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { addDogThroughApi, registerThroughApi, signInWithToken } from './support/accounts.js';
import { horizontalOverflow, seriousViolations } from './support/axe.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { markPage, pageKeptItsState } from './support/meetups.js';

/** Other test files share the machine's two cores: wait as a person would, generously. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

describe.skipIf(!hasChromium)('notifications in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer({ env: { NOTIFICATION_TICK_MS: '200' } });
    http = new HttpClient(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member sees the bell count rise without reload when a meetup is scheduled, and opens it from the list', async () => {
    const organizer = await registerThroughApi(server.url, { firstName: 'Olive' });
    const member = await registerThroughApi(server.url, { firstName: 'Milo' });
    await addDogThroughApi(server.url, member.token, {
      name: 'Pepper',
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const group = await createGroup(http, organizer.token, { name: 'Quiet Beagles' });
    await joinGroup(http, member.token, group.id);

    // axe-core is injected as a script: the test lets it past the app's Content-Security-Policy.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signInWithToken(page, server.url, member.token);
    await page.goto(`${server.url}/dashboard`);
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await eventually(() => bell.isVisible()).toBe(true);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    await markPage(page);

    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Beagle sniff walk',
    });
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');
    expect(await pageKeptItsState(page)).toBe(true);

    await bell.click();
    const entry = page.getByRole('link', {
      name: /New meetup in Quiet Beagles: Beagle sniff walk/,
    });
    await eventually(() => entry.isVisible()).toBe(true);
    await screenshot(page, 'notifications-list');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await entry.click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/event/${meetup.slug}`);
    await eventually(() =>
      page.getByRole('heading', { name: 'Beagle sniff walk' }).first().isVisible(),
    ).toBe(true);
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications');

    // The switches on the profile page: accessible, and they keep what was chosen.
    await page.goto(`${server.url}/profile`);
    const emailSwitch = page.getByRole('switch', { name: 'Comments on my posts: Email' });
    await eventually(() => emailSwitch.isVisible()).toBe(true);
    await emailSwitch.click();
    await eventually(() => emailSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.reload();
    await eventually(() => emailSwitch.getAttribute('aria-checked')).toBe('false');
    await context.close();
  });
});
