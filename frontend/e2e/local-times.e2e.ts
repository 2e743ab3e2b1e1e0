/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  fromLocalInput,
  localDate,
  zoneAbbreviation,
} from '../../backend/src/contracts/local-time.js';
import { addDogThroughApi, registerThroughApi, signInWithToken } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

const NEW_YORK = 'America/New_York';
const FREEDOM_PARK = {
  location: 'Freedom Park, 1900 East Blvd, Charlotte, NC 28203, USA',
  locationDisplay: 'Freedom Park',
  latitude: 35.1965,
  longitude: -80.8432,
};

/** Generous: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

/** A day at the place a few days ahead, as 'YYYY-MM-DD'. */
const dayAhead = (days: number) =>
  localDate(new Date(Date.now() + days * 24 * 3600_000).toISOString(), NEW_YORK);

describe.skipIf(!hasChromium)("a meetup's local time, for people in other zones", () => {
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

  /** A page whose clock reads the given zone, as a person there sees the app. */
  const pageIn = async (timezoneId: string): Promise<Page> => {
    const context = await browser.newContext({
      timezoneId,
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    return context.newPage();
  };

  const organizer = async () => {
    const user = await registerThroughApi(server.url, { city: 'Charlotte', state: 'NC' });
    await addDogThroughApi(server.url, user.token, { name: 'Juniper', breed: 'Beagle' });
    return user;
  };

  it('a visitor in Los Angeles sees 6:30 PM in Charlotte as 6:30 PM with its zone; one in New York without', async () => {
    const maya = await organizer();
    const group = await createGroup(http, maya.token, {
      name: 'Queen City Sniffers',
      city: 'Charlotte',
      state: 'NC',
    });
    const date = fromLocalInput(`${dayAhead(5)}T18:30`, NEW_YORK)!;
    const meetup = await scheduleMeetup(http, maya.token, group.id, {
      ...FREEDOM_PARK,
      title: 'Evening Stroll',
      date,
    });
    expect(meetup.timeZone).toBe(NEW_YORK);
    const zone = zoneAbbreviation(date, NEW_YORK);

    const visitor = await pageIn('America/Los_Angeles');
    await visitor.goto(`${server.url}/event/${meetup.slug}`);
    await eventually(() => visitor.getByText(`6:30 PM – 8:30 PM ${zone}`).isVisible()).toBe(true);
    // The Pacific clock would have said 3:30 PM.
    expect(await visitor.getByText('3:30 PM').count()).toBe(0);
    const google = visitor.getByRole('link', { name: 'Add to Google Calendar' });
    expect(await google.getAttribute('href')).toContain('ctz=America%2FNew_York');
    expect(
      await visitor.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href'),
    ).toContain(`startdt=${encodeURIComponent(`${dayAhead(5)}T18:30:00`)}`);
    await screenshot(visitor, 'event-local-time-los-angeles');

    const neighbour = await pageIn(NEW_YORK);
    await neighbour.goto(`${server.url}/event/${meetup.slug}`);
    await eventually(() =>
      neighbour.getByText('6:30 PM – 8:30 PM', { exact: true }).isVisible(),
    ).toBe(true);
  });

  it("an organizer whose browser is in Los Angeles schedules 7:00 AM at the Charlotte group's place", async () => {
    const maya = await organizer();
    const group = await createGroup(http, maya.token, {
      name: 'Freedom Park Early Birds',
      city: 'Charlotte',
      state: 'NC',
    });
    const page = await pageIn('America/Los_Angeles');
    await signInWithToken(page, server.url, maya.token);
    await page.goto(`${server.url}/groups/${group.id}`);
    await page.getByRole('button', { name: 'Schedule Meetup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meetup' });
    await eventually(() => dialog.isVisible()).toBe(true);
    const day = dayAhead(6);
    await dialog.getByLabel(/^Title/).fill('Sunrise Sniff');
    await dialog.getByLabel(/^Description/).fill('Quiet loop before the heat.');
    await dialog.getByLabel(/^Date/).fill(day);
    await dialog.getByLabel(/^Time/).fill('07:00');
    // No venue chosen: the group city's zone, named beside the time.
    await eventually(() => dialog.getByText(/^In Eastern Time \(E[SD]T\)/).isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: /^Location/ }).fill('2 Elm St, Charlotte, NC');
    await dialog.getByRole('button', { name: 'Schedule Meetup' }).click();
    await eventually(() => page.getByText('Meetup scheduled!').first().isVisible()).toBe(true);

    const stored = await http.get('/api/meetups/by-slug/sunrise-sniff', maya.token);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body).toMatchObject({
      timeZone: NEW_YORK,
      date: fromLocalInput(`${day}T07:00`, NEW_YORK),
    });
  });
});
