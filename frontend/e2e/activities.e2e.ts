/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { createGroup } from '../../backend/test/support/groups.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  choose,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

/*
 * Issue 20, "Activities and levels": an organizer says what their group does in Manage, narrows
 * one meetup in its edit form, and the event page and the city page (the app's and the
 * server-rendered one) show what each is for.
 */

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 200 });

if (!hasChromium) console.warn('activities.e2e: skipped, no Chromium at /usr/bin/chromium');

describe.skipIf(!hasChromium)('activities and levels in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;
  let page: Page;
  let organizer: TestUser;
  const unique = randomUUID().slice(0, 6);
  const groupName = `Reactive Rover parallel walks ${unique}`;
  let groupId = '';
  let slug = '';

  beforeAll(async () => {
    server = await startServer();
    http = new HttpClient(server.url);
    browser = await launchBrowser();
    organizer = await registerThroughApi(server.url, {
      firstName: 'Rosa',
      lastName: 'Delgado',
      city: 'Austin',
      state: 'TX',
    });
    // With a dog, so the app lets them past the dog setup screen.
    await addDogThroughApi(server.url, organizer.token, {
      name: 'Juniper',
      breed: 'Border Collie',
      age: 'adult',
      trainingLevel: 'basic',
    });
    groupId = (await createGroup(http, organizer.token, { name: groupName })).id;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await signInWithToken(page, server.url, organizer.token);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an organizer sets the group’s activities and level in Manage', async () => {
    await page.goto(`${server.url}/groups/${groupId}/manage`);
    const form = page.getByRole('form', { name: 'Activities and level' });
    await form.getByLabel('Parallel walk / low stimulation', { exact: true }).check();
    await form.getByLabel('Reactive-dog training', { exact: true }).check();
    await choose(page, 'Skill level', 'Beginner');
    await form.getByRole('button', { name: 'Save activities' }).click();
    await eventually(() =>
      page.getByText('The activities and level were updated.').isVisible(),
    ).toBe(true);
    const group = await http.get(`/api/groups/${groupId}`, organizer.token);
    expect(group.body).toMatchObject({
      activities: ['parallel-walk', 'reactive-dog-training'],
      level: 'beginner',
    });
  });

  it('a meetup takes them, and its organizer narrows it to parallel walking', async () => {
    const meetup = await scheduleMeetup(http, organizer.token, groupId, {
      title: `Quiet loop ${unique}`,
    });
    expect(meetup).toMatchObject({
      activities: ['parallel-walk', 'reactive-dog-training'],
      level: 'beginner',
    });
    slug = meetup.slug;
    await page.goto(`${server.url}/event/${slug}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Meetup' });
    await dialog.getByText('Activities and level (optional)').click();
    // Only the group's activities are offered.
    expect(await dialog.getByLabel('Off-leash play', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Reactive-dog training', { exact: true }).uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() =>
      page.getByText('Parallel walk / low stimulation · Beginner', { exact: true }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'activities-event-page');
  });

  it('the city page shows the group’s and the meetup’s, in the app and for crawlers', async () => {
    await page.goto(`${server.url}/city/austin-tx`);
    const showcase = page.getByRole('article', { name: groupName });
    const details = showcase.getByRole('list', { name: 'Group details' });
    await eventually(() => details.getByText('Reactive-dog training').isVisible()).toBe(true);
    expect(await details.getByText('Beginner', { exact: true }).isVisible()).toBe(true);
    expect(await details.getByText('All experience levels').count()).toBe(0);
    const upcoming = page.getByRole('link', { name: new RegExp(`Quiet loop ${unique}`) });
    expect(await upcoming.textContent()).toContain('Parallel walk / low stimulation · Beginner');
    await screenshot(page, 'activities-city-page');

    const served = await fetch(`${server.url}/city/austin-tx`).then((response) => response.text());
    expect(served).toContain('Parallel walk / low stimulation, Reactive-dog training, Beginner');
    expect(served).toContain('Parallel walk / low stimulation, Beginner');
  });
});
