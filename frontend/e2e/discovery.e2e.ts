/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { US_STATES } from '@packmeet/backend/contracts/us-states';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { seedDemoDataDir, type DemoDataDir } from './support/demo.js';

interface Directory {
  [state: string]: {
    totalGroups: number;
    totalMeetups: number;
    cities: Record<string, { slug: string; groupCount: number; totalMeetups: number }>;
  };
}

interface CitySummary {
  city: string;
  state: string;
  totalGroups: number;
  totalMembers: number;
  totalMeetups: number;
  totalDogs: number;
  popularBreeds: string[];
  groups: {
    group: { id: string; name: string };
    isVerified: boolean;
    activityLevel: string;
    meetingFrequency: string;
    memberCount: number;
    upcomingMeetups: number;
    totalMeetups: number;
    averageAttendance: number;
    foundedYear: number;
    engagementRate: number;
    attendanceRate: number;
    popularBreeds: string[];
  }[];
}

interface BrowsePage {
  groups: { id: string; name: string; city: string; state: string }[];
  total: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The value a `<dt>label</dt><dd>value</dd>` pair shows inside `container`. */
const statValue = (container: Locator, label: string) =>
  container
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/** Title and meta description out of raw HTML, as a crawler without JavaScript reads them. */
function head(html: string) {
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}

describe.skipIf(!hasChromium)('public discovery on the demo community, in a real browser', () => {
  let demo: DemoDataDir;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    // The community is written before the server starts: it boots on a data dir with history.
    demo = await seedDemoDataDir({ scale: 0.15, seed: 7 });
    server = await startServer({ dataDir: demo.dataDir });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    demo?.remove();
  });

  /**
   * The busiest city (most groups) that has a verified group, so the badge is exercised for
   * real: a visitor is most likely to open it.
   */
  async function busiestCity() {
    const directory = await api<Directory>('/api/locations/directory');
    const cities = Object.entries(directory).flatMap(([state, entry]) =>
      Object.entries(entry.cities).map(([name, city]) => ({ state, name, ...city })),
    );
    cities.sort((a, b) => b.groupCount - a.groupCount || b.totalMeetups - a.totalMeetups);
    for (const city of cities) {
      const summary = await api<CitySummary>(`/api/locations/city/${city.slug}`);
      if (summary.groups.some((entry) => entry.isVerified)) return { directory, city };
    }
    throw new Error('the demo has no verified group in any city');
  }

  it('finds a city in the landing directory and shows its hub with the server’s numbers', async () => {
    const { directory, city } = await busiestCity();
    expect(city.groupCount).toBeGreaterThan(1);
    const stateCount = Object.keys(directory).length;
    expect(stateCount).toBe(demo.summary.states);

    await page.goto(`${server.url}/`);
    const states = page.getByRole('list', { name: 'States' });
    await states.waitFor();
    expect(await states.getByRole('button').count()).toBe(stateCount);
    const stateButton = states.getByRole('button', { name: new RegExp(`^${city.state}\\b`) });
    const stateEntry = directory[city.state]!;
    expect(await stateButton.innerText()).toContain(
      `${plural(stateEntry.totalGroups, 'group')} · ${plural(stateEntry.totalMeetups, 'meetup')} scheduled`,
    );
    expect(await stateButton.getAttribute('aria-expanded')).toBe('false');
    await stateButton.click();
    expect(await stateButton.getAttribute('aria-expanded')).toBe('true');

    const cityLink = page.getByRole('link', { name: new RegExp(`^${city.name}\\b`) });
    expect(await cityLink.getAttribute('href')).toBe(`/city/${city.slug}`);
    expect(await cityLink.innerText()).toContain(
      `${plural(city.groupCount, 'group')} · ${plural(city.totalMeetups, 'meetup')}`,
    );
    await page
      .getByRole('heading', { name: 'Dog Meetups Across America' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'discovery-landing-directory');

    await cityLink.click();
    await page.waitForURL(`**/city/${city.slug}`);
    const hub = page.getByLabel('City statistics');
    await hub.waitFor();

    const summary = await api<CitySummary>(`/api/locations/city/${city.slug}`);
    expect(summary.totalGroups).toBe(city.groupCount);
    // The directory counts the meetups still to come of the city's public groups, as the hub's
    // group entries do; the hub's Total Meetups counts past ones too. Cancelled ones are off both.
    const upcoming = summary.groups.reduce((sum, entry) => sum + entry.upcomingMeetups, 0);
    expect(city.totalMeetups).toBe(upcoming);
    expect(summary.totalMeetups).toBeGreaterThan(upcoming);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(
      `${summary.city}, ${summary.state}`,
    );
    expect(await statValue(hub, 'Active Groups')).toBe(String(summary.totalGroups));
    expect(await statValue(hub, 'Dog Owners')).toBe(String(summary.totalMembers));
    expect(await statValue(hub, 'Total Meetups')).toBe(String(summary.totalMeetups));
    expect(await statValue(hub, 'Dogs')).toBe(String(summary.totalDogs));

    const showcases = page.getByRole('list', { name: `Groups in ${summary.city}` });
    expect(await showcases.getByRole('article').count()).toBe(summary.groups.length);
    for (const entry of summary.groups) {
      const card = showcases.getByRole('article', { name: entry.group.name, exact: true });
      // Each card is compact until its detail is opened.
      await card.getByText('Stats, breeds and activity').click();
      const tiles = card.getByLabel(`${entry.group.name} statistics`);
      expect(await statValue(tiles, 'Active Members')).toBe(String(entry.memberCount));
      expect(await statValue(tiles, 'Upcoming Events')).toBe(String(entry.upcomingMeetups));
      expect(await statValue(tiles, 'Events Hosted')).toBe(String(entry.totalMeetups));
      expect(await statValue(tiles, 'Avg Attendance')).toBe(String(entry.averageAttendance));
      expect(await tiles.getByText(`Since ${entry.foundedYear}`).isVisible()).toBe(true);
      expect(await card.getByText('Verified', { exact: true }).count()).toBe(
        entry.isVerified ? 1 : 0,
      );
      expect(await card.getByText(entry.activityLevel, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(entry.meetingFrequency, { exact: true }).isVisible()).toBe(true);
      expect(
        await card
          .getByRole('progressbar', { name: 'Member Engagement' })
          .getAttribute('aria-valuenow'),
      ).toBe(String(entry.engagementRate));
      expect(
        await card
          .getByRole('progressbar', { name: 'Event Attendance' })
          .getAttribute('aria-valuenow'),
      ).toBe(String(entry.attendanceRate));
      expect(
        await card
          .getByRole('list', { name: `Popular breeds in ${entry.group.name}` })
          .getByRole('listitem')
          .allInnerTexts(),
      ).toEqual(entry.popularBreeds.map((breed) => expect.stringContaining(breed)));
      expect(
        await card.getByRole('link', { name: 'View Group Details' }).getAttribute('href'),
      ).toBe(`/groups/${entry.group.id}`);
    }
    expect(summary.groups.some((entry) => entry.isVerified)).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse All Groups' }).getAttribute('href')).toBe(
      '/groups',
    );

    // The page head the browser ends with is the one the server sends to crawlers.
    const served = await fetch(`${server.url}/city/${city.slug}`);
    expect(served.status).toBe(200);
    const html = await served.text();
    const crawled = head(html);
    expect(crawled.title).toBe(`Dog Meetups in ${summary.city}, ${summary.state} · PackMeet`);
    expect(crawled.description).toContain(
      `Join ${plural(summary.totalGroups, 'dog group')} and ${plural(summary.totalMembers, 'dog owner')} in ${summary.city}, ${summary.state}.`,
    );
    expect(crawled.description).toContain(
      `Popular breeds: ${summary.popularBreeds.slice(0, 3).join(', ')}.`,
    );
    await expect.poll(() => page.title()).toBe(crawled.title);
    expect(await page.locator('meta[name="description"]').first().getAttribute('content')).toBe(
      crawled.description,
    );
    await screenshot(page, 'discovery-city-page');
  });

  it('browses every group: filters by state, searches by name, pages, links to groups and hubs', async () => {
    const all = await api<BrowsePage & { states: string[] }>('/api/groups/browse');
    expect(all.total).toBe(demo.summary.groups);
    await page.goto(`${server.url}/groups`);
    await page.getByText(`Showing 1–12 of ${all.total} groups`).waitFor();
    expect(await page.getByRole('list', { name: 'Groups' }).getByRole('article').count()).toBe(12);

    // The state with the most groups.
    const counts = new Map<string, number>();
    const everyGroup = await api<BrowsePage>(`/api/groups/browse?pageSize=50`);
    for (const group of everyGroup.groups)
      counts.set(group.state, (counts.get(group.state) ?? 0) + 1);
    const [state, inState] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const name = US_STATES[state]!;

    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: `${name} (${state})` }).click();
    await page.waitForURL(`**/groups?state=${state}`);
    const stateLine = `${plural(inState, 'group')} in ${name}`;
    await page.getByText(stateLine).waitFor();
    const cards = page.getByRole('list', { name: 'Groups' }).getByRole('article');
    const places = await cards.getByRole('link', { name: /dog community$/ }).allInnerTexts();
    expect(places.length).toBe(Math.min(12, inState));
    expect(places.every((place) => place.endsWith(`, ${state}`))).toBe(true);
    await screenshot(page, 'discovery-browse-groups');

    // Search by a word of a group's name within that state, as a visitor types it.
    const target = (await api<BrowsePage>(`/api/groups/browse?state=${state}`)).groups.at(-1)!;
    const word = target.name.split(' ').at(-1)!.toLowerCase();
    const expected = await api<BrowsePage>(
      `/api/groups/browse?state=${state}&q=${encodeURIComponent(word)}`,
    );
    expect(expected.total).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search groups' }).pressSequentially(word, {
      delay: 30,
    });
    await page.waitForURL(`**/groups?q=${word}&state=${state}`);
    await page.getByText(`${plural(expected.total, 'group')} matching “${word}”`).waitFor();
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(
      expected.groups.map((group) => group.name),
    );

    // A shared link opens the same view; the cards lead to the group and to its city hub.
    await page.goto(`${server.url}/groups?q=${word}&state=${state}`);
    await page.getByText(`${plural(expected.total, 'group')} matching “${word}”`).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search groups' }).inputValue()).toBe(word);
    const card = cards.filter({ hasText: target.name });
    expect(await card.getByRole('link', { name: target.name }).getAttribute('href')).toBe(
      `/groups/${target.id}`,
    );
    await card.getByRole('link', { name: /dog community$/ }).click();
    await page.waitForURL(`**/city/*`);
    await page.getByLabel('City statistics').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(
      `${target.city}, ${target.state}`,
    );

    // Pages: the whole list, 12 at a time.
    await page.goto(`${server.url}/groups`);
    await page.getByText(`Showing 1–12 of ${all.total} groups`).waitFor();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ })
      .click();
    await page.waitForURL('**/groups?page=2');
    await page.getByText(`Showing 13–${Math.min(24, all.total)} of ${all.total} groups`).waitFor();
    const second = await api<BrowsePage>('/api/groups/browse?page=2');
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(
      second.groups.map((group) => group.name),
    );

    // Signed out, a group's own page asks to sign in first (the access guard).
    await cards.first().getByRole('heading').getByRole('link').click();
    await page.waitForURL('**/login');
  });

  it('shows the no-groups page for a city without groups, and serves it as a 404', async () => {
    const served = await fetch(`${server.url}/city/nowhere-zz`);
    expect(served.status).toBe(404);
    expect(head(await served.text()).title).not.toContain('Nowhere');

    await page.goto(`${server.url}/city/nowhere-zz`);
    await page.getByRole('heading', { name: 'No Groups Found in This City' }).waitFor();
    expect(await page.getByText('City not found').isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'Back to All Locations' }).getAttribute('href'),
    ).toBe('/');
    await screenshot(page, 'discovery-city-not-found');
  });
});
