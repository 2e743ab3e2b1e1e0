import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { isoWithOffset } from '../../../contracts/local-time.js';

describe('event pages for link previews, search engines and calendars', () => {
  let app: TestApp;
  let dist: string;
  let meetup: { id: string; slug: string; date: string };
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    member = await registerUser(app.http);
    const group = await createGroup(app.http, member.token, { name: 'Lady Bird Lake Loopers' });
    meetup = await scheduleMeetup(app.http, member.token, group.id, {
      title: 'Dawn Patrol </script> Walk',
      description: 'Calm, early, and cool.',
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the title, description, Open Graph tags, privacy-trimmed JSON-LD and the key facts into the page', async () => {
    for (const path of [`/event/${meetup.slug}`, `/meetups/${meetup.id}`]) {
      const page = await app.http.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toContain('<title>Dawn Patrol &lt;/script&gt; Walk · PackMeet</title>');
      expect(page.text).toContain(
        '<meta property="og:title" content="Dawn Patrol &lt;/script&gt; Walk · PackMeet" />',
      );
      expect(page.text).toMatch(
        /<meta name="description" content="[^"]*Austin, TX 78746 · Lady Bird Lake Loopers\. Calm, early, and cool\."/,
      );
      expect(page.text).not.toContain('Barton Springs');
      expect(page.text).not.toContain('Zilker');
      expect(page.text).not.toContain('78746"');
      expect(page.text).toContain(
        `<link rel="canonical" href="${app.config.publicUrl}/event/${meetup.slug}" />`,
      );
      expect(page.text).toContain('<meta property="og:locale" content="en_US" />');
      // The key facts, inside #root, for crawlers and visitors without JavaScript.
      const root = /<div id="root">(.*)<\/div><\/body>/s.exec(page.text)![1]!;
      expect(root).toContain(
        '<h1 class="text-2xl font-extrabold break-words sm:text-4xl">Dawn Patrol &lt;/script&gt; Walk</h1>',
      );
      expect(root).toContain(`<time datetime="${meetup.date}">`);
      expect(root).toContain('<dd>Austin, TX (signed-in members see the exact place)</dd>');
      expect(root).toContain('<dd>Lady Bird Lake Loopers</dd>');
      expect(root).toContain('<dd>0 of 20 going</dd>');
      expect(root).toMatch(/<p class="[^"]*whitespace-pre-line[^"]*">Calm, early, and cool\.<\/p>/);

      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.text)![1]!,
      );
      expect(jsonLd).toMatchObject({
        '@type': 'Event',
        name: 'Dawn Patrol </script> Walk',
        // Austin's offset, not UTC's Z.
        startDate: isoWithOffset(meetup.date, 'America/Chicago'),
        endDate: isoWithOffset(
          new Date(Date.parse(meetup.date) + 2 * 3600_000).toISOString(),
          'America/Chicago',
        ),
        image: [expect.stringMatching(/\/og\/event\/[\w-]+\.png\?v=/)],
        location: {
          '@type': 'Place',
          name: 'Austin, TX',
          // Visitors get the locality and region: no street, no ZIP code.
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Austin',
            addressRegion: 'TX',
            addressCountry: 'US',
          },
        },
        organizer: {
          '@type': 'Organization',
          name: 'Lady Bird Lake Loopers',
          url: expect.stringMatching(new RegExp(`^${app.config.publicUrl}/groups/[\\w-]+$`)),
        },
        offers: { price: 0, priceCurrency: 'USD' },
        maximumAttendeeCapacity: 20,
        remainingAttendeeCapacity: 20,
      });
      expect(Object.keys(jsonLd.location.address)).not.toContain('postalCode');
      expect(Object.keys(jsonLd.location.address)).not.toContain('streetAddress');
    }
    const unlimited = await scheduleMeetup(app.http, member.token, null, {
      title: 'Open Meadow Hour',
      maxAttendees: 100,
    });
    const open = await app.http.get(`/event/${unlimited.slug}`);
    const openJsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(open.text)![1]!,
    );
    // 'No limit' has no capacity, and a meetup of no group names its organizer, who has no page.
    expect(openJsonLd).not.toHaveProperty('maximumAttendeeCapacity');
    expect(openJsonLd).not.toHaveProperty('remainingAttendeeCapacity');
    expect(openJsonLd.organizer).toEqual({
      '@type': 'Person',
      name: expect.stringMatching(/^\S+ \S\.$/),
    });
    expect(open.text).toContain('<dd>0 going</dd>');

    const missing = await app.http.get('/event/no-such-event');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<div id="root"></div>');
  });

  it('offers an .ics for one meetup (general area for visitors) and a personal feed', async () => {
    const visitor = await app.http.get(`/api/meetups/${meetup.id}/calendar.ics`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toContain('text/calendar');
    expect(visitor.text).toContain('BEGIN:VEVENT');
    expect(visitor.text).toContain('SUMMARY:Dawn Patrol </script> Walk');
    expect(visitor.text).toContain('LOCATION:Austin\\, TX 78746\\, USA');
    expect(visitor.text).not.toContain('Barton Springs');

    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, member.token);
    const { url } = (await app.http.get('/api/calendar/feed-url', member.token)).body;
    const feed = await app.http.get(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`UID:${meetup.id}@packmeet`);
    expect(feed.text).toContain('Barton Springs');
    const forged = new URL(url).pathname.replace(
      /\.[0-9a-f]+\.ics$/,
      '.00000000000000000000000000000000.ics',
    );
    expect((await app.http.get(forged)).status).toBe(404);
  });

  it("leaves a private group's meetups out of the feed of someone who left the group", async () => {
    const owner = await registerUser(app.http);
    const former = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { isPrivate: true });
    await joinThroughRequest(app.http, owner.token, former.token, group.id);
    const hidden = await scheduleMeetup(app.http, owner.token, group.id, {
      title: 'Members-only Moonwalk',
    });
    await app.http.post(`/api/meetups/${hidden.id}/rsvp`, { status: 'going' }, former.token);
    const feedPath = new URL((await app.http.get('/api/calendar/feed-url', former.token)).body.url)
      .pathname;
    expect((await app.http.get(feedPath)).text).toContain('Members-only Moonwalk');

    expect(
      (await app.http.post(`/api/groups/${group.id}/leave`, undefined, former.token)).status,
    ).toBe(200);
    const feed = await app.http.get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('Members-only Moonwalk');
    expect(feed.text).not.toContain(`UID:${hidden.id}@packmeet`);
  });

  it('suggests venues used before in the same city', async () => {
    const venues = (await app.http.get('/api/venues?city=Austin&state=TX&q=zilker', member.token))
      .body;
    expect(venues).toEqual([
      {
        place_id: expect.stringMatching(/^packmeet:/),
        name: 'Zilker Park Off-Leash Area',
        formatted_address: '2100 Barton Springs Rd, Austin, TX 78746, USA',
        geometry: { location: { lat: 30.2669, lng: -97.7729 } },
        types: ['park', 'point_of_interest'],
      },
    ]);
    expect((await app.http.get('/api/venues?city=Dallas&state=TX', member.token)).body).toEqual([]);
  });
});
