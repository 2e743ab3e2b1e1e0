/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAdmin } from '../../backend/test/support/admin.js';
import { registerUser } from '../../backend/test/support/accounts.js';
import { createGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { addDogThroughApi, signInWithToken } from './support/accounts.js';
import { horizontalOverflow, overflowingElements, seriousViolations } from './support/axe.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { seedDemoDataDir, type DemoDataDir } from './support/demo.js';

/** The widths every screen is checked at: a laptop, and a 390 px phone (iPhone 12 to 15). */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  path: string;
}

/**
 * Waits until a screen has drawn its content: a heading, and no spinner or skeleton left
 * (axe on a loading state would check a screen nobody reads).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1, h2') !== null &&
      document.querySelector('[role="status"] .animate-spin, .animate-pulse') === null,
    undefined,
    { timeout: 20_000 },
  );
  // Dialog and toast animations must have finished before colours are read (endless ones aside).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/** Whether the heading named `name` is inside the viewport now. */
function inViewport(page: Page, name: string): Promise<boolean> {
  return page.getByRole('heading', { name }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe.skipIf(!hasChromium)('every screen is accessible and fits a 390 px phone', () => {
  let demo: DemoDataDir;
  let server: ServerProcess;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const signedOut: Screen[] = [];
  const signedIn: Screen[] = [];
  let adminToken: string;
  let eventPath: string;

  beforeAll(async () => {
    // One seeded community for every screen: the landing, city and browse pages need one.
    demo = await seedDemoDataDir({ scale: 0.05, seed: 11 });
    server = await startServer({ dataDir: demo.dataDir });
    browser = await launchBrowser();
    const http = new HttpClient(server.url);

    // One person who owns a group with a meetup and an invite link, and administers the site.
    const admin = await registerAdmin(http, server.dataDir);
    adminToken = admin.token;
    await addDogThroughApi(server.url, admin.token, {
      name: 'Juniper',
      breed: 'Australian Shepherd',
      age: 'adult',
    });
    const group = await createGroup(http, admin.token, {
      name: 'Barton Springs Slow Walkers and Their Very Patient Humans',
    });
    const meetup = await scheduleMeetup(http, admin.token, group.id, {
      title: 'A long, slow Saturday sniffari along the creek for shy and reactive dogs',
    });
    eventPath = `/event/${meetup.slug}`;
    const invite = await http.post(`/api/groups/${group.id}/invites`, {}, admin.token);
    expect(invite.status, invite.text).toBe(201);
    // A trainer too: their page, their clients and a client's invite link.
    const trainer = await http.put('/api/profile', { isTrainer: true }, admin.token);
    expect(trainer.status, trainer.text).toBe(200);
    const client = await http.post(
      '/api/trainer/clients',
      { name: 'Sam Quill', dogName: 'Pickles' },
      admin.token,
    );
    expect(client.status, client.text).toBe(201);
    const clientInvite = await http.post(
      `/api/trainer/clients/${client.body.id}/invite`,
      {},
      admin.token,
    );
    expect(clientInvite.status, clientInvite.text).toBe(201);

    const directory = await http.get<
      Record<string, { cities: Record<string, { slug: string; groupCount: number }> }>
    >('/api/locations/directory');
    const busiest = Object.values(directory.body)
      .flatMap((state) => Object.values(state.cities))
      .sort((a, b) => b.groupCount - a.groupCount)[0]!;
    const hub = await http.get<{ city: string; state: string }>(
      `/api/locations/city/${busiest.slug}`,
    );
    const near = new URLSearchParams({ city: hub.body.city, state: hub.body.state, radius: '50' });

    const shared: Screen[] = [
      { name: 'event', path: `/event/${meetup.slug}` },
      { name: 'city', path: `/city/${busiest.slug}` },
      { name: 'browse-groups', path: '/groups' },
      { name: 'search', path: `/search?${near.toString()}` },
      { name: 'search-week', path: `/search?${near.toString()}&view=week` },
      { name: 'invite', path: `/invite/${invite.body.code}` },
      { name: 'trainer', path: `/trainers/${admin.username}` },
      { name: 'client-invite', path: new URL(clientInvite.body.url).pathname },
      { name: 'not-found', path: '/no-such-page' },
    ];
    signedOut.push(
      { name: 'landing', path: '/' },
      { name: 'login', path: '/login' },
      { name: 'register', path: '/register' },
      ...shared,
    );
    signedIn.push(
      { name: 'dashboard', path: '/dashboard' },
      { name: 'find-groups', path: '/find-groups' },
      { name: 'create-group', path: '/create-group' },
      { name: 'group', path: `/groups/${group.id}` },
      { name: 'manage-group', path: `/groups/${group.id}/manage` },
      { name: 'group-photos', path: `/groups/${group.id}/photos` },
      { name: 'my-dogs', path: '/my-dogs' },
      { name: 'profile', path: '/profile' },
      { name: 'admin', path: '/admin' },
      { name: 'trainer-clients', path: '/trainer/clients' },
      { name: 'dog-setup', path: '/dog-setup' },
      ...shared,
    );
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    demo?.remove();
  });

  async function pageAt(viewport: (typeof WIDTHS)[number], token?: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      // The pages' CSP allows only our own scripts; axe is injected as an inline script.
      bypassCSP: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    if (token) await signInWithToken(page, server.url, token);
    return page;
  }

  /** Visits every screen in one page (reused: one browser, one tab per width and viewer). */
  async function check(screens: Screen[], viewer: 'visitor' | 'member', token?: string) {
    const problems: string[] = [];
    for (const viewport of WIDTHS) {
      const page = await pageAt(viewport, token);
      for (const screen of screens) {
        await page.goto(`${server.url}${screen.path}`);
        await settled(page);
        const label = `${screen.name} (${viewer}, ${viewport.name})`;
        for (const finding of await seriousViolations(page)) {
          problems.push(`${label}: ${finding.id} [${finding.impact}] ${finding.help}
      at ${finding.targets.join('\n      at ')}`);
        }
        if (viewport.name === 'phone') {
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) {
            await screenshot(page, `overflow-${screen.name}-${viewer}`);
            problems.push(
              `${label}: ${overflow} px wider than the screen: ${(await overflowingElements(page)).join('; ')}`,
            );
          }
        }
      }
    }
    return problems;
  }

  it('a visitor meets no serious axe violation and no sideways scrolling on any screen', async () => {
    expect((await check(signedOut, 'visitor')).join('\n')).toBe('');
  });

  it('a signed-in member meets no serious axe violation and no sideways scrolling on any screen', async () => {
    expect((await check(signedIn, 'member', adminToken)).join('\n')).toBe('');
  });

  it('on a phone, a non-member sees one Join Group, never asks for the history, and reaches the RSVP card from a sticky bar', async () => {
    const http = new HttpClient(server.url);
    const neighbour = await registerUser(http, { city: 'Austin', state: 'TX' });
    await addDogThroughApi(server.url, neighbour.token, { name: 'Pico', breed: 'Whippet' });
    const page = await pageAt(WIDTHS[1], neighbour.token);
    const historyAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/history')) historyAnswers.push(response.status());
    });

    await page.goto(`${server.url}${eventPath}`);
    await settled(page);
    const bar = page.getByRole('complementary', { name: 'RSVP' });
    await bar.waitFor();
    const rsvpCard = page.getByRole('heading', { name: 'Are you going?' });
    expect(await rsvpCard.isVisible()).toBe(true);
    expect(await inViewport(page, 'Are you going?')).toBe(false);
    expect(await bar.innerText()).toMatch(/\d+ of 20 going/);
    await screenshot(page, 'event-sticky-rsvp-bar-phone');

    await bar.getByRole('button', { name: 'RSVP' }).click();
    await expect.poll(() => inViewport(page, 'Are you going?'), { timeout: 10_000 }).toBe(true);
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /join/i }).count()).toBe(1);
    expect(historyAnswers).toEqual([]);

    // On a wide screen the card is beside the details: no bar.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await settled(page);
    expect(await page.getByRole('complementary', { name: 'RSVP' }).count()).toBe(0);
  });
});
