import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { ROUTE_MODULES } from '../http/route-modules.js';

const dist = fileURLToPath(new URL('../../../frontend/dist/', import.meta.url));

/** What is inside #root: the server's first screen. */
const rootOf = (page: string) => /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(page)?.[1] ?? '';

/** The scripts a page lists for app-start.js: the entry and the chunks fetched with it. */
const appScripts = (page: string): { entry: string; preload: string[] } =>
  JSON.parse(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/s.exec(page)![1]!);

describe('the first screen in the HTML of /, /login, a city and an event page (the built app)', () => {
  let app: TestApp;
  let manifest: Record<string, { file: string }>;
  let eventPath: string;
  let privateId: string;

  beforeAll(async () => {
    // These pages are made of the built app: its stylesheet, chunks and first screens.
    if (!existsSync(join(dist, '.vite', 'first-screen.json')))
      throw new Error(`No built web app in ${dist}: run npm run build:frontend first`);
    manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, {
      name: 'Mueller Lake Amblers',
      city: 'Austin',
      state: 'TX',
    });
    const meetup = await scheduleMeetup(app.http, owner.token, group.id, {
      title: 'Lakeside <b>Sniff</b> Stroll',
      description: 'Two laps, lots of sniffing.\nBring a long line.',
    });
    eventPath = `/event/${meetup.slug}`;
    const hidden = await createGroup(app.http, owner.token, { isPrivate: true });
    privateId = (
      await scheduleMeetup(app.http, owner.token, hidden.id, {
        title: 'Members-only Moonlight Loop',
        description: 'Secret trail notes.',
      })
    ).id;
  });
  afterAll(() => app?.close());

  it("inlines the app's stylesheet instead of linking it, and keeps the file", async () => {
    const css = readFileSync(
      join(
        dist,
        /href="\/(assets\/[^"]+\.css)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))![1]!,
      ),
      'utf8',
    );
    for (const path of ['/', '/login', '/city/austin-tx', eventPath, '/no-such-page']) {
      const page = await app.http.get(path);
      expect(page.headers.get('content-type'), path).toContain('text/html');
      expect(page.text, path).toContain(`<style>${css}</style>`);
      expect(page.text, path).not.toContain('rel="stylesheet"');
    }
  });

  it("puts each page's first screen inside #root, as the app renders it", async () => {
    const landing = rootOf((await app.http.get('/')).text);
    expect(landing).toMatch(
      /<h1 id="hero-heading"[^>]*>Dog meetups that feel calm, safe and predictable<\/h1>/,
    );
    expect(landing).toMatch(/<img src="\/media\/hero-poster.jpg" alt="" fetchPriority="high"/i);
    // The poster's preload goes to the head, ahead of the style.
    const home = (await app.http.get('/')).text;
    expect(
      home.indexOf('<link rel="preload" as="image" href="/media/hero-poster.jpg"'),
    ).toBeLessThan(home.indexOf('<style>'));
    expect(landing).toContain('<nav aria-label="Primary"');

    const login = rootOf((await app.http.get('/login')).text);
    expect(login).toMatch(/<h1 class="[^"]*">Sign In to PackMeet<\/h1>/);
    expect(login).toMatch(/<input type="email"[^>]*autoComplete="email"/i);
    expect(login).toMatch(/<button[^>]*type="submit">Sign In<\/button>/);

    const city = rootOf((await app.http.get('/city/austin-tx')).text);
    expect(city).toContain('<nav aria-label="Primary"');
    expect(city).toMatch(
      /<h1 id="city-heading"[^>]*>\s*<span class="text-4xl[^"]*">Austin, TX<\/span>/,
    );
    expect(city).toContain('Mueller Lake Amblers');

    const event = rootOf((await app.http.get(eventPath)).text);
    expect(event).toContain('<nav aria-label="Primary"');
    expect(event).toContain(
      '<h1 class="text-2xl font-extrabold break-words sm:text-4xl">Lakeside &lt;b&gt;Sniff&lt;/b&gt; Stroll</h1>',
    );
    expect(event).toContain(
      '<p class="max-w-prose text-base leading-relaxed whitespace-pre-line text-sand-800">Two laps, lots of sniffing.\nBring a long line.</p>',
    );
    expect(event).toContain('Mueller Lake Amblers');
    expect(event).not.toContain('<b>Sniff</b>');
  });

  it("shows nothing of a private group's meetup: the not-found page, with an empty #root", async () => {
    for (const path of [`/meetups/${privateId}`, `/event/members-only-moonlight-loop`]) {
      const page = await app.http.get(path);
      expect(page.status).toBe(404);
      expect(rootOf(page.text)).toBe('');
      expect(page.text).not.toContain('Members-only Moonlight Loop');
      expect(page.text).not.toContain('Secret trail notes');
    }
    // The city's first screen lists public meetups only.
    const city = (await app.http.get('/city/austin-tx')).text;
    expect(city).not.toContain('Members-only Moonlight Loop');
  });

  it("lists the route's chunk and its imports with the entry, files that exist, only on the pages served here", async () => {
    const routes = {
      '/': ROUTE_MODULES.home,
      '/login': ROUTE_MODULES.login,
      '/city/austin-tx': ROUTE_MODULES.city,
      [eventPath]: ROUTE_MODULES.event,
    };
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(index)![1]!;
    const shell = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
    for (const [path, route] of Object.entries(routes)) {
      const page = (await app.http.get(path)).text;
      // The app starts after the first paint: no script tag of its own fetches before it.
      expect(page, path).toContain('<script type="module" src="/app-start.js"></script>');
      expect(page, path).not.toContain('rel="modulepreload"');
      const scripts = appScripts(page);
      expect(scripts.entry, path).toBe(entry);
      expect(scripts.preload, path).toContain(`/${manifest[route]!.file}`);
      for (const file of [scripts.entry, ...scripts.preload]) {
        expect(existsSync(join(dist, file)), `${path}: ${file}`).toBe(true);
        expect((await fetch(app.url + file)).status, `${path}: ${file}`).toBe(200);
      }
      expect(new Set(scripts.preload).size, path).toBe(scripts.preload.length);
      for (const file of shell) expect(scripts.preload, path).toContain(file);
    }
    expect((await fetch(`${app.url}/app-start.js`)).status).toBe(200);
    const other = appScripts((await app.http.get('/dashboard')).text);
    expect(other).toEqual({ entry, preload: shell });
  });
});
