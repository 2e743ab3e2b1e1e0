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
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { fromLocalInput } from '../../backend/src/contracts/local-time.js';
import {
  dateInputInDays,
  markPage,
  pageKeptItsState,
  recordLiveTraffic,
} from './support/meetups.js';

const DAY = 24 * 3600_000;
const ZILKER = {
  location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
  locationDisplay: 'Zilker Park Off-Leash Area',
  latitude: 30.2669,
  longitude: -97.7729,
};

/**
 * Waits for a condition the way a person would: generously. Other test files share this
 * machine's two cores, so page loads and pushes can take seconds, not vitest's default 1 s.
 */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

/** The RSVP buttons of one meetup (aria-pressed says which answer is active). */
const rsvpButton = (page: Page, title: string, label: 'Going' | 'Maybe' | 'Not Going') =>
  page
    .getByRole('group', { name: `RSVP for ${title}` })
    .getByRole('button', { name: label, exact: true });

/** Who's Going's list of people going (absent while nobody goes). */
const goingList = (page: Page) => page.getByRole('list', { name: 'Going', exact: true });

describe.skipIf(!hasChromium)('meetups in a real browser', () => {
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

  /** An owner with one dog (the app sends dog-less owners to /dog-setup first). */
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

  const newPage = async (context?: BrowserContext) => {
    const own = context ?? (await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    if (!context) contexts.push(own);
    return own.newPage();
  };

  const signedInPage = async (user: TestUser, context?: BrowserContext) => {
    const page = await newPage(context);
    await signInWithToken(page, server.url, user.token);
    return page;
  };

  /** A public Austin group with an organizer, and the given members already in it. */
  const groupWithMembers = async (name: string, members: TestUser[]) => {
    const organizer = await owner('Maya', 'Bramble');
    const group = await createGroup(http, organizer.token, { name });
    for (const member of members) await joinGroup(http, member.token, group.id);
    return { organizer, group };
  };

  const rsvp = async (token: string, meetupId: string, status = 'going') => {
    const response = await http.post(`/api/meetups/${meetupId}/rsvp`, { status }, token);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  it('an organizer schedules a meetup at a place the city used before; it is listed on the group page and has its own event page', async () => {
    // Another Austin group met at Zilker before: the venue field suggests it.
    const neighbour = await owner('Sam', 'Pepper');
    const neighbourGroup = await createGroup(http, neighbour.token, {
      name: 'Barton Creek Beagles',
    });
    await scheduleMeetup(http, neighbour.token, neighbourGroup.id, {
      ...ZILKER,
      title: 'Beagle Brunch',
    });

    const organizer = await owner('Maya', 'Bramble');
    const group = await createGroup(http, organizer.token, { name: 'South Austin Sniffers' });
    const page = await signedInPage(organizer);
    await page.goto(`${server.url}/groups/${group.id}`);
    await eventually(visible(page, 'No upcoming meetups')).toBe(true);

    await page.getByRole('button', { name: 'Schedule Meetup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meetup' });
    await eventually(() => dialog.isVisible()).toBe(true);
    const date = dateInputInDays(3);
    await dialog.getByLabel(/^Title/).fill('Sunday Sniff Walk');
    await dialog
      .getByLabel(/^Description/)
      .fill('A slow, leashed loop with plenty of space between dogs. Water provided.');
    await dialog.getByLabel(/^Date/).fill(date);
    await dialog.getByLabel(/^Time/).fill('10:30');

    const venue = dialog.getByRole('combobox', { name: /^Location/ });
    await venue.click();
    await venue.fill('Zilker');
    const suggestion = dialog.getByRole('option', { name: /^Zilker Park Off-Leash Area/ });
    await eventually(() => suggestion.isVisible()).toBe(true);
    await suggestion.click();
    expect(await venue.inputValue()).toBe(ZILKER.location);
    expect(await dialog.getByLabel(/^Place name/).inputValue()).toBe(ZILKER.locationDisplay);
    await choose(page, 'Maximum attendees', '10');
    await screenshot(page, 'meetup-schedule-form');

    await dialog.getByRole('button', { name: 'Schedule Meetup' }).click();
    await eventually(visible(page, 'Meetup scheduled!')).toBe(true);
    await eventually(() => dialog.isVisible()).toBe(false);

    const item = page.getByRole('article').filter({ hasText: 'Sunday Sniff Walk' });
    await eventually(() => item.isVisible()).toBe(true);
    expect(await item.getByText('0 of 10 going').isVisible()).toBe(true);
    expect(await item.getByText(ZILKER.locationDisplay).isVisible()).toBe(true);

    await item.getByRole('link', { name: 'View event' }).click();
    await page.waitForURL('**/event/sunday-sniff-walk');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Sunday Sniff Walk' }).isVisible(),
    ).toBe(true);
    await eventually(visible(page, '2100 Barton Springs Rd')).toBe(true);
    expect(await page.getByText('Upcoming', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('South Austin Sniffers').first().isVisible()).toBe(true);
    expect(await page.getByText(ZILKER.locationDisplay).isVisible()).toBe(true);
    expect(await page.getByText('0 of 10 going').first().isVisible()).toBe(true);
    await eventually(visible(page, 'No one has RSVPed yet. Be the first!')).toBe(true);
    await screenshot(page, 'event-page');

    // The server stored what the form said: 10:30 at the place (Austin), the chosen place.
    const startsAt = fromLocalInput(`${date}T10:30`, 'America/Chicago');
    const stored = await http.get('/api/meetups/by-slug/sunday-sniff-walk', organizer.token);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body).toMatchObject({
      title: 'Sunday Sniff Walk',
      groupId: group.id,
      date: startsAt,
      maxAttendees: 10,
      ...ZILKER,
    });
  });

  it("shows one member's Going on another member's event page and group page live, and its removal too", async () => {
    const marcus = await owner('Marcus', 'Biscuit');
    const priya = await owner('Priya', 'Maple');
    const { organizer, group } = await groupWithMembers('Mueller Mutts', [marcus, priya]);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Mueller Lake Loop',
      date: new Date(Date.now() + 4 * DAY).toISOString(),
    });

    // Marcus watches the event page and, in another tab, the group page.
    const marcusContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(marcusContext);
    const marcusEvent = await signedInPage(marcus, marcusContext);
    const eventTraffic = recordLiveTraffic(marcusEvent);
    await marcusEvent.goto(`${server.url}/event/${meetup.slug}`);
    const marcusGroup = await newPage(marcusContext);
    const groupTraffic = recordLiveTraffic(marcusGroup);
    await marcusGroup.goto(`${server.url}/groups/${group.id}`);
    const groupItem = marcusGroup.getByRole('article').filter({ hasText: 'Mueller Lake Loop' });

    await eventually(visible(marcusEvent, 'No one has RSVPed yet. Be the first!')).toBe(true);
    expect(await marcusEvent.getByText('0 of 20 going').first().isVisible()).toBe(true);
    await eventually(() => groupItem.getByText('0 of 20 going').isVisible()).toBe(true);
    await eventually(() => eventTraffic.isWatching(meetup.id)).toBe(true);
    await eventually(() => groupTraffic.isWatching(meetup.id)).toBe(true);
    await markPage(marcusEvent);
    await markPage(marcusGroup);

    // Priya, in her own browser, says she is going; her dog is picked already.
    const priyaPage = await signedInPage(priya);
    await priyaPage.goto(`${server.url}/event/${meetup.slug}`);
    const going = rsvpButton(priyaPage, 'Mueller Lake Loop', 'Going');
    await eventually(() => going.isEnabled()).toBe(true);
    expect(await priyaPage.getByRole('checkbox', { name: 'Maple' }).isChecked()).toBe(true);
    await going.click();
    await eventually(visible(priyaPage, "You're going with Maple.")).toBe(true);
    expect(await going.getAttribute('aria-pressed')).toBe('true');

    // Marcus's pages follow without a reload.
    await eventually(() => marcusEvent.getByText('1 of 20 going').first().isVisible()).toBe(true);
    await eventually(() => goingList(marcusEvent).getByText('Priya').isVisible()).toBe(true);
    expect(await goingList(marcusEvent).getByText('with Maple').isVisible()).toBe(true);
    await eventually(() => groupItem.getByText('1 of 20 going').isVisible()).toBe(true);

    // Pressing Going again clears it, and Marcus sees that too.
    await going.click();
    await eventually(() => going.getAttribute('aria-pressed')).toBe('false');
    await eventually(() => marcusEvent.getByText('0 of 20 going').first().isVisible()).toBe(true);
    await eventually(visible(marcusEvent, 'No one has RSVPed yet. Be the first!')).toBe(true);
    expect(await goingList(marcusEvent).count()).toBe(0);
    await eventually(() => groupItem.getByText('0 of 20 going').isVisible()).toBe(true);

    expect(await pageKeptItsState(marcusEvent)).toBe(true);
    expect(await pageKeptItsState(marcusGroup)).toBe(true);
    expect(eventTraffic.attendancePushes(meetup.id)).toBeGreaterThanOrEqual(2);
    expect(groupTraffic.attendancePushes(meetup.id)).toBeGreaterThanOrEqual(2);
    const attendees = await http.get(`/api/meetups/${meetup.id}/attendees`, marcus.token);
    expect(attendees.body).toEqual([]);
  });

  it("puts a Going on a full meetup on the waitlist as 'Waitlisted (#1)', and moves it up live when a place frees", async () => {
    const fillers = await Promise.all(
      ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli'].map((name) =>
        registerThroughApi(server.url, { firstName: name, city: 'Austin', state: 'TX' }),
      ),
    );
    const dana = await owner('Dana', 'Olive');
    const { organizer, group } = await groupWithMembers('Shoal Creek Shepherds', [
      ...fillers,
      dana,
    ]);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Shoal Creek Small Group Walk',
      maxAttendees: 5,
    });
    for (const filler of fillers) await rsvp(filler.token, meetup.id);

    const page = await signedInPage(dana);
    const traffic = recordLiveTraffic(page);
    await page.goto(`${server.url}/event/${meetup.slug}`);
    await eventually(visible(page, 'This meetup is full: choose Going to join the waitlist.')).toBe(
      true,
    );
    expect(await page.getByText('5 of 5 going').first().isVisible()).toBe(true);
    expect(await page.getByText('Full', { exact: true }).isVisible()).toBe(true);
    await eventually(() => traffic.isWatching(meetup.id)).toBe(true);

    // Her dog comes along by default once her dogs have loaded.
    expect(await page.getByRole('checkbox', { name: 'Olive' }).isChecked()).toBe(true);
    await rsvpButton(page, 'Shoal Creek Small Group Walk', 'Going').click();
    await eventually(visible(page, 'Waitlisted (#1)')).toBe(true);
    const waitlist = page.getByRole('list', { name: 'Waitlist', exact: true });
    await eventually(() => waitlist.getByText('Dana').isVisible()).toBe(true);
    await eventually(visible(page, '1 on the waitlist')).toBe(true);
    expect(await page.getByText('5 of 5 going').first().isVisible()).toBe(true);
    // The click scrolled the page; the screenshot shows it from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'event-waitlisted');
    const queued = await http.get(`/api/meetups/${meetup.id}/rsvp`, dana.token);
    expect(queued.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    // One of the five drops out: Dana gets the place, and her page says so without a reload.
    await markPage(page);
    const dropOut = await http.delete(`/api/meetups/${meetup.id}/rsvp`, fillers[0]!.token);
    expect(dropOut.status, dropOut.text).toBe(200);
    await eventually(visible(page, "You're going with Olive.")).toBe(true);
    expect(await page.getByText('Waitlisted (#1)').count()).toBe(0);
    await eventually(() => goingList(page).getByText('Dana').isVisible()).toBe(true);
    expect(await pageKeptItsState(page)).toBe(true);
  });

  it('shows visitors the general area only, with no trace of the street address in the page', async () => {
    const member = await owner('Nora', 'Ziggy');
    const { organizer, group } = await groupWithMembers('Westlake Wanderers', [member]);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      ...ZILKER,
      title: 'Riverside Parallel Walk',
    });
    // Members get the street: it is there to leak.
    const forMember = await http.get(`/api/meetups/by-slug/${meetup.slug}`, member.token);
    expect(forMember.body.location).toBe(ZILKER.location);

    const visitor = await newPage();
    const response = await visitor.goto(`${server.url}/event/${meetup.slug}`);
    expect(response?.status()).toBe(200);
    await eventually(() =>
      visitor.getByRole('heading', { level: 1, name: 'Riverside Parallel Walk' }).isVisible(),
    ).toBe(true);
    await eventually(visible(visitor, 'Log in to see exact location')).toBe(true);
    expect(await visitor.getByText('Austin, TX 78746, USA', { exact: true }).isVisible()).toBe(
      true,
    );
    await eventually(visible(visitor, 'No one has RSVPed yet. Be the first!')).toBe(true);
    expect(await visitor.getByRole('link', { name: 'Log In to RSVP' }).isVisible()).toBe(true);
    // The map link is inactive: no link to a maps search for the place.
    expect(await visitor.locator('a[href*="google.com/maps"]').count()).toBe(0);
    await screenshot(visitor, 'event-page-visitor');

    const served = (await response!.text()) ?? '';
    const rendered = await visitor.content();
    for (const html of [served, rendered]) {
      expect(html).toContain('Riverside Parallel Walk');
      for (const secret of [
        ZILKER.location,
        'Barton Springs',
        ZILKER.locationDisplay,
        String(ZILKER.latitude),
        String(ZILKER.longitude),
      ]) {
        expect(html).not.toContain(secret);
      }
    }
  });

  it("lists the member's groups' meetups on the dashboard, with counts that update live", async () => {
    const member = await owner('Lena', 'Rocket');
    const friend = await owner('Omar', 'Tofu');
    const { organizer, group } = await groupWithMembers('Hyde Park Hounds', [member, friend]);
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Hyde Park Morning Sniff',
      date: new Date(Date.now() + 2 * DAY).toISOString(),
    });

    const page = await signedInPage(member);
    const traffic = recordLiveTraffic(page);
    await page.goto(`${server.url}/dashboard`);
    const entry = page
      .getByRole('list', { name: 'Next meetups' })
      .getByRole('link', { name: /Hyde Park Morning Sniff/ });
    await eventually(() => entry.isVisible()).toBe(true);
    expect(await entry.getByText('Hyde Park Hounds').isVisible()).toBe(true);
    expect(await entry.getByText('0 of 20 going').isVisible()).toBe(true);
    await eventually(() => traffic.isWatching(meetup.id)).toBe(true);

    await markPage(page);
    await rsvp(friend.token, meetup.id);
    await eventually(() => entry.getByText('1 of 20 going').isVisible()).toBe(true);
    expect(await pageKeptItsState(page)).toBe(true);

    await entry.click();
    await page.waitForURL(`**/event/${meetup.slug}`);
    await eventually(() => goingList(page).getByText('Omar').isVisible()).toBe(true);
  });
});
