/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { registerThroughApi } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

describe.skipIf(!hasChromium)('a shared event link, as a browser and a crawler meet it', () => {
  let server: ServerProcess;
  let browser: Browser;
  let slug: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const http = new HttpClient(server.url);
    const organizer = await registerThroughApi(server.url, { city: 'Austin', state: 'TX' });
    const group = await http.post(
      '/api/groups',
      {
        name: 'Lady Bird Lake Loopers',
        description: 'Slow loops for calm dogs.',
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
        title: 'Dawn Patrol Walk',
        description: 'Calm, early, and cool.',
        location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
        locationDisplay: 'Zilker Park Off-Leash Area',
        latitude: 30.2669,
        longitude: -97.7729,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        maxAttendees: 20,
        parkType: 'dog_park',
      },
      organizer.token,
    );
    expect(meetup.status, meetup.text).toBe(201);
    slug = meetup.body.slug;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the event's share card: the og:image the page links is a 1200x630 picture", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/event/${slug}`);
    await page.getByRole('heading', { name: 'Dawn Patrol Walk' }).waitFor();
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const alt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
    expect(alt).toContain('Dawn Patrol Walk');
    // PUBLIC_URL is unset here, so the card's address is taken relative to this server.
    const cardPath = new URL(image!).pathname + new URL(image!).search;
    expect(cardPath).toMatch(/^\/og\/event\/[\w-]+\.png\?v=[\w-]+$/);

    const card = await page.goto(server.url + cardPath);
    expect(card?.status()).toBe(200);
    expect(card?.headers()['content-type']).toBe('image/png');
    const size = await page.evaluate(() => {
      const picture = document.querySelector('img')!;
      return { width: picture.naturalWidth, height: picture.naturalHeight };
    });
    expect(size).toEqual({ width: 1200, height: 630 });
    await screenshot(page, 'share-card-event');
    await page.close();
  });

  it('shows the key facts to a visitor without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/event/${slug}`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Dawn Patrol Walk',
    );
    const text = await page.locator('#root').innerText();
    expect(text).toContain('Austin, TX');
    expect(text).toContain('Lady Bird Lake Loopers');
    expect(text).toContain('Calm, early, and cool.');
    expect(text).not.toContain('Barton Springs');
    await screenshot(page, 'event-without-javascript');
    await context.close();
  });
  /*
   * What a first visit loads (docs/performance.md, "JavaScript per page"): a dozen files, and
   * none of the code a visitor's event page or /login does not show. Each library is told by a
   * string of its own: Radix Select's part names, the meetup form's check, the toaster's
   * viewport, Radix Dialog's overlay, Floating UI and socket.io's client.
   */
  const scriptsLoaded = async (path: string, ready: string) => {
    const page = await browser.newPage();
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto(server.url + path);
    await page.getByRole('heading', { name: ready }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    await page.close();
    return { count: scripts.length, code: scripts.join('\n') };
  };

  it("loads a visitor's event page in a few files, without the meetup form, Select or toaster", async () => {
    const { count, code } = await scriptsLoaded(`/event/${slug}`, 'Dawn Patrol Walk');
    expect(count).toBeLessThanOrEqual(15);
    expect(code).not.toContain('SelectTrigger');
    expect(code).not.toContain('The form has no valid start');
    expect(code).not.toContain('ToastViewport');
  });

  it('loads /login without dialogs, tooltips, live updates or the toaster', async () => {
    const { count, code } = await scriptsLoaded('/login', 'Sign In to PackMeet');
    expect(count).toBeLessThanOrEqual(8);
    for (const library of ['DialogOverlay', 'getClippingRect', 'io server disconnect']) {
      expect(code).not.toContain(library);
    }
    expect(code).not.toContain('ToastViewport');
  });
});
