import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citySlug } from '../src/contracts/read-models.js';
import { registerUser } from './support/accounts.js';
import { addDog } from './support/dogs.js';
import { createGroup } from './support/groups.js';
import { scheduleMeetup } from './support/meetups.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Every replacement pattern of String.replace, and every HTML metacharacter, script end included. */
const HOSTILE = `Treats $\` and $' and $& and $$ and $1 cash <b>"x"</b> & 'y' </script><script>alert(1)</script>`;
const SHORT_HOSTILE = `$\`$'$&$$<i>"'&</script>`;

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const count = (text: string, part: string) => text.split(part).length - 1;

/** The page is whole, says what it should, and nothing in it came out as markup. */
function expectIntactPage(html: string, title: string) {
  expect(count(html, '<div id="root">')).toBe(1);
  expect(count(html, '<title>')).toBe(1);
  expect(count(html, '</head>')).toBe(1);
  expect(count(html, '<script')).toBe(1);
  expect(decode(/<title>(.*?)<\/title>/s.exec(html)![1]!)).toBe(title);
  expect(decode(/<meta property="og:title" content="([^"]*)" \/>/.exec(html)![1]!)).toBe(title);
  const outsideJsonLd = html.replace(/<script type="application\/ld\+json">.*?<\/script>/s, '');
  for (const markup of ['<b>', '<i>', 'alert(1)</script>', `'y'`])
    expect(outsideJsonLd).not.toContain(markup);
}

function jsonLdOf(html: string): Record<string, any> {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
  expect(block).not.toMatch(/[<>]/);
  return JSON.parse(block);
}

describe('server-rendered pages with hostile text in every field', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('escapes the event page: title, description, place, group, city, organizer', async () => {
    const organizer = await registerUser(app.http, { firstName: HOSTILE, lastName: HOSTILE });
    const group = await createGroup(app.http, organizer.token, {
      name: HOSTILE,
      city: HOSTILE,
      state: 'TX',
    });
    const fields = {
      title: HOSTILE,
      description: HOSTILE,
      location: `2100 Barton Springs Rd, ${HOSTILE}, TX 78746, USA`,
    };
    const inGroup = await scheduleMeetup(app.http, organizer.token, group.id, fields);
    const alone = await scheduleMeetup(app.http, organizer.token, null, fields);

    for (const meetup of [inGroup, alone]) {
      for (const path of [`/event/${meetup.slug}`, `/meetups/${meetup.id}`]) {
        const page = await app.http.get(path);
        expect(page.status, path).toBe(200);
        expectIntactPage(page.text, `${HOSTILE} · PackMeet`);
        const description = decode(
          /<meta name="description" content="([^"]*)"/.exec(page.text)![1]!,
        );
        expect(description).toContain(`${HOSTILE}, TX 78746`);
        expect(description).toContain(`. ${HOSTILE}`);
        const jsonLd = jsonLdOf(page.text);
        expect(jsonLd).toMatchObject({
          name: HOSTILE,
          description: HOSTILE,
          location: { name: `${HOSTILE}, TX` },
        });
        expect(jsonLd.organizer.name).toBe(meetup === inGroup ? HOSTILE : `${HOSTILE} T.`);
      }
    }
    const jsonLd = jsonLdOf((await app.http.get(`/event/${inGroup.slug}`)).text);
    expect(jsonLd.location.address.addressLocality).toBe(HOSTILE);
  });

  it('escapes the city page: city name and popular breeds', async () => {
    const owner = await registerUser(app.http, { city: SHORT_HOSTILE, state: 'NM' });
    await addDog(app.http, owner.token, { breed: SHORT_HOSTILE });
    await createGroup(app.http, owner.token, { city: SHORT_HOSTILE, state: 'NM' });

    const page = await app.http.get(`/city/${citySlug(SHORT_HOSTILE, 'NM')}`);
    expect(page.status).toBe(200);
    const title = `Dog Meetups in ${SHORT_HOSTILE}, NM · PackMeet`;
    expect(count(page.text, '<div id="root">')).toBe(1);
    expect(count(page.text, '<title>')).toBe(1);
    expect(decode(/<title>(.*?)<\/title>/s.exec(page.text)![1]!)).toBe(title);
    expect(page.text).not.toContain('<i>');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(page.text)![1]!);
    expect(description).toContain(`in ${SHORT_HOSTILE}, NM. Popular breeds: ${SHORT_HOSTILE}.`);
  });
});
