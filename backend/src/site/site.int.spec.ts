import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, inviteCodeOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { SITE_PAGES } from '../contracts/site-pages.js';

const ORIGIN = 'https://packmeet.example';
const PUBLIC_FILES = [
  'favicon.ico',
  'favicon.svg',
  'apple-touch-icon.png',
  'manifest.webmanifest',
  'icon-192.png',
  'icon-512.png',
];
const publicDir = fileURLToPath(new URL('../../../frontend/public/', import.meta.url));

const metaContent = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(page)?.[1];

describe('what crawlers and link previews ask the site for', () => {
  let app: TestApp;
  let dist: string;
  let owner: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    // The real files the web app's build copies from frontend/public.
    for (const file of PUBLIC_FILES) copyFileSync(join(publicDir, file), join(dist, file));
    app = await startTestApp({ env: { FRONTEND_DIST: dist, PUBLIC_URL: ORIGIN } });
    owner = await registerUser(app.http);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves robots.txt as text, pointing at the sitemap and keeping crawlers out of the API', async () => {
    const robots = await app.http.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.text).toMatch(/^User-agent: \*$/m);
    expect(robots.text).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.text).not.toMatch(/^Disallow: \/og\//m);
    expect(robots.text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });

  it('serves the icons and the manifest as real files with their own types', async () => {
    const types: Record<string, RegExp> = {
      'favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
      'apple-touch-icon.png': /^image\/png$/,
      'favicon.svg': /^image\/svg\+xml/,
      'icon-192.png': /^image\/png$/,
      'icon-512.png': /^image\/png$/,
      'manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const file of PUBLIC_FILES) {
      const response = await fetch(`${app.url}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(types[file]!);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(readFileSync(join(publicDir, file))), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'PackMeet', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) expect(PUBLIC_FILES, icon.src).toContain(icon.src.slice(1));
  });

  it('gives /, /login and /find-groups their own title, description, canonical link and Open Graph tags', async () => {
    for (const head of Object.values(SITE_PAGES)) {
      const page = await app.http.get(head.path);
      expect(page.status, head.path).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toContain(`<title>${head.title}</title>`);
      expect(metaContent(page.text, 'description')).toBe(head.description);
      expect(metaContent(page.text, 'og:title')).toBe(head.title);
      expect(metaContent(page.text, 'og:description')).toBe(head.description);
      expect(metaContent(page.text, 'og:url')).toBe(`${ORIGIN}${head.path}`);
      expect(metaContent(page.text, 'og:locale')).toBe('en_US');
      expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}${head.path}" />`);
      const image = metaContent(page.text, 'og:image')!;
      expect(image).toMatch(new RegExp(`^${ORIGIN}/og/site\\.png\\?v=`));
      expect(metaContent(page.text, 'twitter:image')).toBe(image);
      const card = await fetch(app.url + image.slice(ORIGIN.length));
      expect(card.headers.get('content-type')).toBe('image/png');
    }
  });

  it("lists public cities and public upcoming meetups in the sitemap, never a private or invite-only group's", async () => {
    const open = await createGroup(app.http, owner.token, { city: 'Boise', state: 'ID' });
    const shown = await scheduleMeetup(app.http, owner.token, open.id, { title: 'Boise Sniffari' });
    const called = await scheduleMeetup(app.http, owner.token, open.id, { title: 'Called Off' });
    const cancel = await app.http.post(`/api/meetups/${called.id}/cancel`, {}, owner.token);
    expect(cancel.status, cancel.text).toBe(200);
    const closed = await createGroup(app.http, owner.token, {
      city: 'Boise',
      state: 'ID',
      isPrivate: true,
    });
    const hidden = await scheduleMeetup(app.http, owner.token, closed.id, {
      title: 'Private Pack Walk',
    });
    const invited = await createGroup(app.http, owner.token, { city: 'Nampa', state: 'ID' });
    const inviteOnly = await app.http.request('PATCH', `/api/groups/${invited.id}`, {
      body: { kind: 'invite-only' },
      token: owner.token,
    });
    expect(inviteOnly.status, inviteOnly.text).toBe(200);
    await inviteCodeOf(app.http, owner.token, invited.id);
    const secret = await scheduleMeetup(app.http, owner.token, invited.id, {
      title: 'Secret Sniff',
    });
    const privateOnly = await createGroup(app.http, owner.token, {
      city: 'Meridian',
      state: 'ID',
      isPrivate: true,
    });
    expect(privateOnly.id).toBeTruthy();

    const sitemap = await app.http.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/city/boise-id`);
    // A city of private groups only is listed by its groups' names, as the directory lists it.
    expect(locs).toContain(`${ORIGIN}/city/meridian-id`);
    expect(locs).not.toContain(`${ORIGIN}/city/nampa-id`);
    expect(locs).toContain(`${ORIGIN}/event/${shown.slug}`);
    for (const unlisted of [called, hidden, secret])
      expect(locs).not.toContain(`${ORIGIN}/event/${unlisted.slug}`);
    expect(sitemap.text).toMatch(
      new RegExp(`<loc>${ORIGIN}/event/${shown.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });
});
