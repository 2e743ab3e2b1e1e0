import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/support/accounts.js';
import { changeGroupKind, createGroup } from '../../../test/support/groups.js';
import { scheduleMeetup } from '../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../test/support/test-app.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The picture's bytes, signature and size as its IHDR chunk gives them. */
async function fetchPng(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const isPng = PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
  return {
    response,
    bytes,
    isPng,
    width: isPng ? bytes.readUInt32BE(16) : 0,
    height: isPng ? bytes.readUInt32BE(20) : 0,
  };
}

const metaContent = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(page)?.[1];

describe('share cards for link previews', () => {
  let app: TestApp;
  let dist: string;
  let owner: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({
      env: { FRONTEND_DIST: dist, PUBLIC_URL: 'https://packmeet.example' },
    });
    owner = await registerUser(app.http);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The og:image an event page links, as a path on the test server. */
  async function cardOf(slug: string) {
    const page = (await app.http.get(`/event/${slug}`)).text;
    const url = metaContent(page, 'og:image')!;
    expect(url).toMatch(/^https:\/\/packmeet\.example\/og\/event\/[\w-]+\.png\?v=[\w-]+$/);
    expect(metaContent(page, 'twitter:image')).toBe(url);
    return { page, path: url.replace('https://packmeet.example', '') };
  }

  it("draws an event's card once per version: a 1200x630 PNG, kept a day under its versioned URL", async () => {
    const group = await createGroup(app.http, owner.token, { name: 'Lady Bird Lake Loopers' });
    const meetup = await scheduleMeetup(app.http, owner.token, group.id, {
      title: 'Dawn Patrol Walk',
    });
    const { page, path } = await cardOf(meetup.slug);
    expect(metaContent(page, 'og:image:alt')).toMatch(
      /^Dog meetup: Dawn Patrol Walk\. .+ C[SD]T\. Austin, TX · Lady Bird Lake Loopers\. PackMeet$/,
    );
    expect(metaContent(page, 'og:image:width')).toBe('1200');
    expect(metaContent(page, 'og:image:height')).toBe('630');
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');

    const card = await fetchPng(app.url + path);
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get('content-type')).toBe('image/png');
    expect(card.response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(card.isPng).toBe(true);
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(card.bytes.length).toBeGreaterThan(10_000);
    expect(card.bytes.length).toBeLessThan(300_000);

    // An old or missing version gets today's picture, kept only briefly.
    const unversioned = await fetchPng(app.url + path.replace(/\?v=.*$/, ''));
    expect(unversioned.response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(unversioned.bytes.equals(card.bytes)).toBe(true);

    // A new title is a new picture under a new URL.
    const edited = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { title: 'Dusk Patrol Walk' },
      owner.token,
    );
    expect(edited.status, edited.text).toBe(200);
    const after = await cardOf(edited.body.slug ?? meetup.slug);
    expect(after.path).not.toBe(path);
    const redrawn = await fetchPng(app.url + after.path);
    expect(redrawn.isPng).toBe(true);
    expect(redrawn.bytes.equals(card.bytes)).toBe(false);
    expect(metaContent(after.page, 'og:image:alt')).toContain('Dusk Patrol Walk');
  });

  it("gives a private or invite-only group's meetups no card, and none for unknown ones", async () => {
    const privateGroup = await createGroup(app.http, owner.token, { isPrivate: true });
    const hidden = await scheduleMeetup(app.http, owner.token, privateGroup.id, {
      title: 'Members-only Moonwalk',
    });
    const closed = await createGroup(app.http, owner.token);
    const shown = await scheduleMeetup(app.http, owner.token, closed.id, { title: 'Soon Secret' });
    const { path } = await cardOf(shown.slug);
    expect((await fetchPng(app.url + path)).isPng).toBe(true);
    await changeGroupKind(app.http, owner.token, closed.id, 'invite-only');

    for (const cardPath of [
      `/og/event/${hidden.id}.png`,
      path,
      '/og/event/no-such-meetup.png',
      `/og/event/${shown.id}`,
    ]) {
      const card = await fetchPng(app.url + cardPath);
      expect(card.response.status, cardPath).toBe(404);
      expect(card.isPng).toBe(false);
      expect(card.bytes.toString()).not.toContain('Moonwalk');
    }
    for (const slug of [hidden.slug, shown.slug]) {
      const page = (await app.http.get(`/event/${slug}`)).text;
      expect(page).not.toContain('og:image');
      expect(page).not.toContain('Members-only Moonwalk');
      expect(page).not.toContain('Soon Secret');
    }
  });

  it("gives a city page its card, its public upcoming meetups as JSON-LD and its key facts; a private group's meetups are in none of them", async () => {
    const open = await createGroup(app.http, owner.token, {
      name: 'Tucson Trail Sniffers',
      city: 'Tucson',
      state: 'AZ',
    });
    const shown = await scheduleMeetup(app.http, owner.token, open.id, {
      title: 'Saguaro Stroll',
      location: 'Tucson, AZ 85701, USA',
    });
    const closed = await createGroup(app.http, owner.token, {
      name: 'Quiet Tucson Pack',
      city: 'Tucson',
      state: 'AZ',
      isPrivate: true,
    });
    await scheduleMeetup(app.http, owner.token, closed.id, {
      title: 'Members-only Mesa Walk',
      location: 'Tucson, AZ 85701, USA',
    });

    const page = (await app.http.get('/city/tucson-az')).text;
    expect(page).not.toContain('Members-only Mesa Walk');
    expect(page).toContain(
      '<link rel="canonical" href="https://packmeet.example/city/tucson-az" />',
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!,
    );
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Upcoming dog meetups in Tucson, AZ',
      url: 'https://packmeet.example/city/tucson-az',
      numberOfItems: 1,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `https://packmeet.example/event/${shown.slug}`,
          name: 'Saguaro Stroll',
        },
      ],
    });
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(page)![1]!;
    expect(root).toMatch(/<h1 id="city-heading"[^>]*>\s*<span[^>]*>Tucson, AZ<\/span>/);
    expect(root).toContain('<h2>Dog Meetups in Tucson, AZ</h2>');
    expect(root).toContain(`<a href="/event/${shown.slug}">Saguaro Stroll</a>`);
    // The private group is listed by name, as the city page lists it, with nothing of its meetups.
    expect(root).toMatch(/<li>\s*Tucson Trail Sniffers \(1 member\)\s*<\/li>/);
    expect(root).toMatch(/<li>\s*Quiet Tucson Pack/);

    const url = metaContent(page, 'og:image')!;
    expect(url).toMatch(/^https:\/\/packmeet\.example\/og\/city\/tucson-az\.png\?v=[\w-]+$/);
    expect(metaContent(page, 'og:image:alt')).toBe(
      'Local dog groups: Dog Meetups in Tucson, AZ. 2 groups · 1 dog owner. Calm, predictable meetups, free on PackMeet. PackMeet',
    );
    const card = await fetchPng(app.url + url.replace('https://packmeet.example', ''));
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect([card.width, card.height]).toEqual([1200, 630]);

    // A city of invite-only groups only has no page, so no card.
    const hiddenGroup = await createGroup(app.http, owner.token, { city: 'Yuma', state: 'AZ' });
    await changeGroupKind(app.http, owner.token, hiddenGroup.id, 'invite-only');
    const none = await fetchPng(`${app.url}/og/city/yuma-az.png`);
    expect(none.response.status).toBe(404);
    expect(none.isPng).toBe(false);
  });
});
