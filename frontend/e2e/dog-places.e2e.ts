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
import { markPage, pageKeptItsState, recordLiveTraffic } from './support/meetups.js';

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

const goingButton = (page: Page, title: string) =>
  page
    .getByRole('group', { name: `RSVP for ${title}` })
    .getByRole('button', { name: 'Going', exact: true });

describe.skipIf(!hasChromium)(
  'dog places, the size mix and calm arrival slots in a real browser',
  () => {
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

    /** An Austin owner with the given dogs (name and size class). */
    const owner = async (firstName: string, dogs: [string, string][]) => {
      const user = await registerThroughApi(server.url, { firstName, city: 'Austin', state: 'TX' });
      const added = [];
      for (const [name, sizeClass] of dogs)
        added.push(
          await addDogThroughApi(server.url, user.token, {
            name,
            breed: 'Mixed Breed',
            age: 'adult',
            trainingLevel: 'basic',
            sizeClass,
          }),
        );
      return { ...user, dogIds: added.map((dog) => dog.id) };
    };

    const signedInPage = async (user: TestUser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      await signInWithToken(page, server.url, user.token);
      return page;
    };

    const meetupFor = async (
      title: string,
      members: TestUser[],
      places: Record<string, unknown>,
    ) => {
      const organizer = await owner('Maya', [['Bramble', 'medium']]);
      const group = await createGroup(http, organizer.token, { name: `${title} Pack` });
      for (const member of members) await joinGroup(http, member.token, group.id);
      return scheduleMeetup(http, organizer.token, group.id, { title, ...places });
    };

    it('an owner going with two dogs takes two dog places, seen in another browser without a reload', async () => {
      const priya = await owner('Priya', [
        ['Maple', 'small'],
        ['Juniper', 'medium'],
      ]);
      const marcus = await owner('Marcus', [['Biscuit', 'large']]);
      const meetup = await meetupFor('Mueller Pack Walk', [priya, marcus], { dogLimit: 10 });

      const watcher = await signedInPage(marcus);
      const traffic = recordLiveTraffic(watcher);
      await watcher.goto(`${server.url}/event/${meetup.slug}`);
      await eventually(visible(watcher, '10 of 10 dog places left')).toBe(true);
      await eventually(() => traffic.isWatching(meetup.id)).toBe(true);
      await markPage(watcher);

      const page = await signedInPage(priya);
      await page.goto(`${server.url}/event/${meetup.slug}`);
      const going = goingButton(page, 'Mueller Pack Walk');
      await eventually(() => going.isEnabled()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Maple' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Juniper' }).isChecked()).toBe(true);
      await going.click();
      await eventually(visible(page, "You're going with Maple, Juniper.")).toBe(true);

      await eventually(visible(watcher, '8 of 10 dog places left')).toBe(true);
      await eventually(visible(watcher, '2 dogs going')).toBe(true);
      expect(await pageKeptItsState(watcher)).toBe(true);
    });

    it('waitlists a large dog over the size limit, and promotes it live when a large dog leaves', async () => {
      const first = await owner('Ava', [['Moose', 'large']]);
      const dana = await owner('Dana', [['Olive', 'large']]);
      const meetup = await meetupFor('Shoal Creek Big Dogs', [first, dana], {
        dogLimit: 6,
        sizeLimits: { large: 1 },
      });
      const taken = await http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { dogIds: first.dogIds },
        first.token,
      );
      expect(taken.status, taken.text).toBe(200);

      const page = await signedInPage(dana);
      const traffic = recordLiveTraffic(page);
      await page.goto(`${server.url}/event/${meetup.slug}`);
      await eventually(visible(page, '0 large left')).toBe(true);
      await eventually(() => traffic.isWatching(meetup.id)).toBe(true);
      const going = goingButton(page, 'Shoal Creek Big Dogs');
      await eventually(() => going.isEnabled()).toBe(true);
      await going.click();
      await eventually(visible(page, 'Waitlisted (#1)')).toBe(true);
      await screenshot(page, 'event-large-dog-waitlisted');

      await markPage(page);
      const left = await http.delete(`/api/meetups/${meetup.id}/rsvp`, first.token);
      expect(left.status, left.text).toBe(200);
      await eventually(visible(page, "You're going with Olive.")).toBe(true);
      expect(await page.getByText('Waitlisted (#1)').count()).toBe(0);
      await eventually(visible(page, '0 large left')).toBe(true);
      expect(await pageKeptItsState(page)).toBe(true);
    });

    it('lets an owner pick an arrival slot of a calm meetup', async () => {
      const sam = await owner('Sam', [['Pepper', 'small']]);
      const meetup = await meetupFor('Zilker Calm Walk', [sam], {
        calm: true,
        arrivalSlots: { everyMinutes: 20, dogsPerSlot: 3 },
      });
      const page = await signedInPage(sam);
      await page.goto(`${server.url}/event/${meetup.slug}`);
      await eventually(visible(page, 'Arrivals every 20 min, 3 dogs per slot')).toBe(true);
      const slot = page.getByLabel('Arrival slot');
      await eventually(() => slot.isEnabled()).toBe(true);
      const second = meetup.slots[1] as { offset: number };
      await slot.selectOption(String(second.offset));
      await goingButton(page, 'Zilker Calm Walk').click();
      await eventually(visible(page, "You're going with Pepper.")).toBe(true);
      const rsvp = await http.get(`/api/meetups/${meetup.id}/rsvp`, sam.token);
      expect(rsvp.body).toMatchObject({ status: 'going', arrivalSlot: 20 });
      await eventually(() => slot.inputValue()).toBe('20');
      await eventually(async () => (await slot.textContent())?.includes('2 dog places left')).toBe(
        true,
      );
    });
  },
);
