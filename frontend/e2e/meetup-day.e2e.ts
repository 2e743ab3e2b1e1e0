/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  choose,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { markPage, pageKeptItsState, recordLiveTraffic } from './support/meetups.js';

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const boardSection = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Live board' }).getByRole('region', { name });

/** The day itself, live: meetups start within the hour, so the board is open. */
describe.skipIf(!hasChromium)('the day of a meetup in a real browser', () => {
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

  const newPage = async () => {
    // axe is injected as a script: the pages' own CSP would refuse it.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    contexts.push(context);
    return context.newPage();
  };

  const openEvent = async (user: TestUser | null, slug: string, meetupId: string) => {
    const page = await newPage();
    const traffic = recordLiveTraffic(page);
    if (user) await signInWithToken(page, server.url, user.token);
    await page.goto(`${server.url}/event/${slug}`);
    await eventually(() => page.getByRole('region', { name: 'Live board' }).isVisible()).toBe(true);
    await eventually(() => traffic.isWatching(meetupId)).toBe(true);
    await markPage(page);
    return page;
  };

  /** A meetup starting in 20 minutes, with Rosa (and her dog Juniper) going. */
  async function aMeetupToday() {
    const organizer = await owner('Maya', 'Bramble');
    const group = await createGroup(http, organizer.token, { name: 'Zilker Calm Walkers' });
    const rosa = await owner('Rosa', 'Juniper');
    await joinGroup(http, rosa.token, group.id);
    const watcher = await owner('Ines', 'Pip');
    await joinGroup(http, watcher.token, group.id);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: `Evening Sniff ${Date.now()}`,
      date: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    const dogs = await http.get('/api/dogs', rosa.token);
    const rsvp = await http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [dogs.body[0].id] },
      rosa.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    return { organizer, rosa, watcher, meetup };
  }

  it('an owner taps "running late, 10 min" and another browser’s board shows it; the organizer checks her in and she moves to arrived; a visitor sees counts only', async () => {
    const { organizer, rosa, watcher, meetup } = await aMeetupToday();
    const rosasPage = await openEvent(rosa, meetup.slug, meetup.id);
    const watchersPage = await openEvent(watcher, meetup.slug, meetup.id);
    const visitorsPage = await openEvent(null, meetup.slug, meetup.id);

    await choose(rosasPage, 'Minutes late', '10 min');
    await rosasPage.getByRole('button', { name: 'Running late' }).click();
    await eventually(() =>
      boardSection(watchersPage, 'Running late').getByText('Rosa with Juniper, 10 min').isVisible(),
    ).toBe(true);
    expect(await pageKeptItsState(watchersPage)).toBe(true);
    await eventually(() => visitorsPage.getByTestId('day-counts').textContent()).toBe(
      '1 running late',
    );
    // Visitors' board gives numbers, never who (Who's Going shows first names, as ever).
    const visitorsBoard = visitorsPage.getByRole('region', { name: 'Live board' });
    expect(await visitorsBoard.getByText('Rosa').count()).toBe(0);
    expect(await visitorsBoard.getByRole('region').count()).toBe(0);
    await screenshot(watchersPage, 'meetup-day-board-late');

    const organizersPage = await openEvent(organizer, meetup.slug, meetup.id);
    const checkIn = organizersPage.getByRole('button', { name: /^Check in Rosa/ });
    await eventually(() => checkIn.isVisible()).toBe(true);
    await checkIn.click();
    await eventually(() =>
      organizersPage.getByRole('region', { name: 'Check-in' }).getByText('Checked in').isVisible(),
    ).toBe(true);
    await eventually(() =>
      boardSection(watchersPage, 'Arrived').getByText('Rosa with Juniper').isVisible(),
    ).toBe(true);
    expect(await boardSection(watchersPage, 'Running late').getByText('Rosa').count()).toBe(0);
    expect(await pageKeptItsState(watchersPage)).toBe(true);
    await eventually(() => visitorsPage.getByTestId('day-counts').textContent()).toBe('1 arrived');
    expect(await pageKeptItsState(visitorsPage)).toBe(true);
    // The day's cards keep the app's bar: no serious or critical axe findings.
    expect(await seriousViolations(organizersPage)).toEqual([]);
    expect(await seriousViolations(watchersPage)).toEqual([]);
    // Only organizers get the check-in list.
    expect(await watchersPage.getByRole('region', { name: 'Check-in' }).count()).toBe(0);
    await screenshot(watchersPage, 'meetup-day-board-arrived');
  });

  it('the board shows places per size class, the next arrival slot and dogs that need space, live', async () => {
    const organizer = await owner('Maya', 'Bramble');
    const group = await createGroup(http, organizer.token, { name: 'Shoal Creek Calm Walk' });
    const member = async (firstName: string, dogName: string, needsSpace: boolean) => {
      const user = await registerThroughApi(server.url, { firstName, city: 'Austin', state: 'TX' });
      const dog = await addDogThroughApi(server.url, user.token, {
        name: dogName,
        breed: 'Labrador Retriever',
        age: 'adult',
        trainingLevel: 'basic',
        sizeClass: 'large',
        needsSpace,
      });
      await joinGroup(http, user.token, group.id);
      return { user, dog };
    };
    const rosa = await member('Rosa', 'Juniper', true);
    const ines = await member('Ines', 'Moose', false);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: `Calm Creek Walk ${Date.now()}`,
      date: new Date(Date.now() + 20 * 60_000).toISOString(),
      dogLimit: 6,
      sizeLimits: { large: 2 },
      calm: true,
      arrivalSlots: { everyMinutes: 10, dogsPerSlot: 2 },
    });
    const rsvp = (who: { user: TestUser; dog: { id: string } }) =>
      http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { dogIds: [who.dog.id], arrivalSlot: 0 },
        who.user.token,
      );
    expect((await rsvp(rosa)).status).toBe(200);

    const watchersPage = await openEvent(ines.user, meetup.slug, meetup.id);
    const visitorsPage = await openEvent(null, meetup.slug, meetup.id);
    await eventually(() => boardSection(watchersPage, 'Needs space').textContent()).toContain(
      'Juniper (Rosa)',
    );
    await eventually(() => watchersPage.getByTestId('board-dog-places').textContent()).toBe(
      '5 of 6 dog places left · 1 large left',
    );
    // The first slot is at the start, twenty minutes from now: Juniper arrives then.
    await eventually(() => watchersPage.getByTestId('board-next-slot').textContent()).toMatch(
      /^\d{1,2}:\d{2} [AP]M · 1 dog, 1 place left$/,
    );
    expect(await watchersPage.getByTestId('board-next-slot-dogs').textContent()).toBe(
      'Arriving in the next slot: Juniper',
    );

    // Another large dog takes the last large place and the slot's last place: seen live.
    expect((await rsvp(ines)).status).toBe(200);
    await eventually(() => watchersPage.getByTestId('board-dog-places').textContent()).toBe(
      '4 of 6 dog places left · 0 large left',
    );
    await eventually(() => watchersPage.getByTestId('board-next-slot').textContent()).toMatch(
      /· 2 dogs, 0 places left$/,
    );
    expect(await pageKeptItsState(watchersPage)).toBe(true);
    // Visitors get the counts, never which dogs need space.
    await eventually(() => visitorsPage.getByTestId('board-dog-places').textContent()).toBe(
      '4 of 6 dog places left · 0 large left',
    );
    const visitorsBoard = visitorsPage.getByRole('region', { name: 'Live board' });
    expect(await visitorsBoard.getByText('Juniper').count()).toBe(0);
    expect(await visitorsBoard.getByRole('region').count()).toBe(0);
    expect(await seriousViolations(watchersPage)).toEqual([]);
    await screenshot(watchersPage, 'meetup-day-board-sizes-slots');
  });
});
