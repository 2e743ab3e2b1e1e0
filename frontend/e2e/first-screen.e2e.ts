/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { registerThroughApi } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true };
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false };

/** Sums layout shifts as the page reports them, from its first paint on. */
function recordLayoutShifts() {
  const shifts: { value: number; nodes: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        nodes: (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '?',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Each largest paint, and whether React had made its element (not the server's HTML).
  const largest: { element: string; byReact: boolean }[] = [];
  (window as unknown as { largestPaints: typeof largest }).largestPaints = largest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      const element = entry.element;
      largest.push({
        element: element?.outerHTML.slice(0, 80) ?? '(removed)',
        byReact: element ? Object.keys(element).some((key) => key.startsWith('__react')) : false,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The box of the page's first match of `selector`, and whether React rendered it. */
function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const byReact = Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      return { x, y, width, height, byReact };
    });
}

describe.skipIf(!hasChromium)('the first screen from the server, then the app', () => {
  let server: ServerProcess;
  let browser: Browser;
  let plain: BrowserContext;
  let pages: { name: string; path: string; heading: string; largest: string; appOnly: string }[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const http = new HttpClient(server.url);
    const organizer = await registerThroughApi(server.url, { city: 'Austin', state: 'TX' });
    const group = await http.post(
      '/api/groups',
      {
        name: 'Shoal Creek Sniffers',
        description: 'Slow sniffs along the creek.',
        city: 'Austin',
        state: 'TX',
        isPrivate: false,
      },
      organizer.token,
    );
    expect(group.status, group.text).toBe(201);
    const meetup = await http.post(
      '/api/meetups',
      {
        groupId: group.body.id,
        title: 'Creekside Decompression Walk',
        description:
          'A slow, sniffy loop along the creek for dogs who like space.\nLong lines welcome; we keep two dog lengths apart and pause at the benches.',
        location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
        locationDisplay: 'Zilker Park Off-Leash Area',
        latitude: 30.2669,
        longitude: -97.7729,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        maxAttendees: 15,
        parkType: 'dog_park',
      },
      organizer.token,
    );
    expect(meetup.status, meetup.text).toBe(201);
    pages = [
      {
        name: 'landing',
        path: '/',
        heading: 'Dog meetups that feel calm, safe and predictable',
        largest: '#hero-heading',
        appOnly: '[data-testid="hero-video"]',
      },
      {
        name: 'login',
        path: '/login',
        heading: 'Sign In to PackMeet',
        largest: 'h1',
        appOnly: 'h1',
      },
      {
        name: 'event',
        path: `/event/${meetup.body.slug}`,
        heading: 'Creekside Decompression Walk',
        largest: 'main header p',
        appOnly: 'text=Who',
      },
      {
        name: 'city',
        path: '/city/austin-tx',
        heading: 'Austin, TX',
        largest: '#city-heading span',
        appOnly: '#city-groups-heading',
      },
    ];
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('paints the first screen without JavaScript: heading, text and the app look', async () => {
    for (const { name, path, heading } of pages) {
      const page = await plain.newPage();
      const response = await page.goto(server.url + path);
      expect(response?.status(), name).toBe(200);
      const h1 = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s+/g, ' ');
      expect(h1, name).toContain(heading);
      // The app's own stylesheet is inlined: the brand's header is there and styled.
      await expect(page.locator('header').first().innerText(), name).resolves.toContain('PackMeet');
      expect(await page.locator('link[rel="stylesheet"]').count(), name).toBe(0);
      await screenshot(page, `first-screen-${name}-without-javascript`);
      await page.close();
    }
  });

  /** Opens each page without and with scripts in `screen`; the app's takeover must change nothing. */
  async function handOver(screen: typeof PHONE) {
    const plain = await browser.newContext({ ...screen, javaScriptEnabled: false });
    const scripted = await browser.newContext(screen);
    await scripted.addInitScript(recordLayoutShifts);
    for (const { name: page_, path, largest, appOnly } of pages) {
      const name = `${page_} at ${screen.viewport.width} px`;
      const before = await plain.newPage();
      await before.goto(server.url + path);
      const server_ = await box(before, largest);
      expect(server_.byReact, name).toBe(false);
      await before.close();

      const page = await scripted.newPage();
      await page.goto(server.url + path);
      await page.locator(appOnly).first().waitFor();
      // React has replaced the server's markup with its own render.
      await expect
        .poll(async () => (await box(page, largest)).byReact, { timeout: 15_000 })
        .toBe(true);
      await page.waitForLoadState('load');
      const app = await box(page, largest);
      expect({ ...app, byReact: undefined }, name).toEqual({ ...server_, byReact: undefined });
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
      );
      expect(shifts, name).toEqual([]);
      // The largest paint is the server's element: React's render made no larger one.
      const largestPaints = await page.evaluate(
        () =>
          (window as unknown as { largestPaints: { element: string; byReact: boolean }[] })
            .largestPaints,
      );
      expect(largestPaints.length, name).toBeGreaterThan(0);
      // The landing's video replaces its poster after `load` by design (hero.tsx); on a wide
      // screen its frame can count as a later, larger paint. That is not React's takeover.
      expect(
        largestPaints.filter((paint) => paint.byReact && !paint.element.startsWith('<video')),
        name,
      ).toEqual([]);
      await page.close();
    }
    await plain.close();
    await scripted.close();
  }

  it('hands over to the app on a phone with nothing moving: the largest element keeps its box, no layout shift, no new largest paint', async () => {
    await handOver(PHONE);
  });

  it('hands over to the app on a desktop screen with nothing moving either', async () => {
    await handOver(DESKTOP);
  });

  it("passes a tap on the server's button, made before the app runs, to the app's own button", async () => {
    const context = await browser.newContext(PHONE);
    // The app's scripts arrive late, as on a slow phone network.
    let released = false;
    await context.route('**/assets/*.js', async (route) => {
      while (!released) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    const logIn = page.getByRole('button', { name: 'Log In' }).first();
    expect(await logIn.evaluate((button) => Object.keys(button).length)).toBe(0);
    await logIn.click();
    released = true;
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Sign In to PackMeet' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await context.close();
  });
});
