/// <reference lib="dom" />
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { jpegWithGps } from '../../backend/test/support/images.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { addDogThroughApi, registerThroughApi, type TestUser } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { hasChromium, screenshot } from './support/browser.js';
import { serverAndBrowser } from './support/suite.js';

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 30_000, interval: 100 });

const HOUR = 60 * 60_000;

/**
 * Meetup photos in a real browser (docs/api.md, "Photo albums"): an attendee picks a phone
 * photo with its GPS position on the event page once the meetup has started; the album shows
 * it, the file served has no EXIF, and the group's photo page lists it. The organizer, looking
 * at the same event page and the group's photo page in another browser, sees the photo come
 * and go without reloading (`album:photo`). axe checks both screens with the album on them.
 */
describe.skipIf(!hasChromium)('meetup photos in a real browser', () => {
  // On a clock the test moves: the meetup starts without the test waiting for it.
  const suite = serverAndBrowser({ clock: { offsetMs: 0 } });

  const pageOf = async (user: TestUser, path: string): Promise<Page> => {
    // The pages' CSP allows only our own scripts; axe is injected as an inline script.
    const page = await suite.signedInPage(user, { bypassCSP: true });
    await page.goto(`${suite.server.url}${path}`);
    return page;
  };

  it('an attendee uploads a photo with GPS: the album shows it, served without EXIF, and it comes and goes live on the organizer’s open pages', async () => {
    const organizer = await registerThroughApi(suite.server.url, { firstName: 'Maya' });
    // With a dog of her own, so that her pages are not the first-dog onboarding.
    await addDogThroughApi(suite.server.url, organizer.token, {
      name: 'Biscuit',
      breed: 'Poodle',
      age: 'adult',
    });
    const group = await createGroup(suite.http, organizer.token, {
      name: 'Zilker Morning Sniffers',
    });
    const ann = await registerThroughApi(suite.server.url, { firstName: 'Ann' });
    await joinGroup(suite.http, ann.token, group.id);
    const pepper = await addDogThroughApi(suite.server.url, ann.token, {
      name: 'Pepper',
      breed: 'Beagle',
      age: 'adult',
    });
    const startsAt = Math.ceil((suite.server.clock!.now() + 20 * 60_000) / 60_000) * 60_000;
    const meetup = await scheduleMeetup(suite.http, organizer.token, group.id, {
      title: `Photo walk ${Date.now()}`,
      date: new Date(startsAt).toISOString(),
      endTime: new Date(startsAt + HOUR).toISOString(),
    });
    const rsvp = await suite.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [pepper.id] },
      ann.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    // The meetup is under way: those going add photos.
    await suite.server.clock!.set(startsAt + 30 * 60_000);

    // The organizer is already looking, on the event page and on the group's photo page.
    const organizerEvent = await pageOf(organizer, `/event/${meetup.slug}`);
    const organizerGroup = await pageOf(organizer, `/groups/${group.id}/photos`);
    await eventually(() => organizerGroup.getByText('No photos yet.').count()).toBe(1);

    const page = await pageOf(ann, `/event/${meetup.slug}`);
    const picker = page.getByLabel('Add a photo');
    await eventually(() => picker.count()).toBe(1);
    await picker.setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithGps(),
    });
    const album = page.getByRole('list', { name: 'Album' });
    const thumbnail = album.getByRole('img', { name: /^Photo by Ann/ });
    await eventually(() => thumbnail.count()).toBe(1);
    // The thumbnail loaded from the photo route (not a broken image).
    await eventually(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      160,
    );
    await screenshot(page, 'photos-album');

    // No reload: the push brings it to the organizer's pages, with the organizer's own rights.
    const organizerAlbum = organizerEvent.getByRole('list', { name: 'Album' });
    await eventually(() => organizerAlbum.getByRole('img', { name: /^Photo by Ann/ }).count()).toBe(
      1,
    );
    await eventually(() =>
      organizerAlbum.getByRole('button', { name: /^Delete photo by ann/ }).count(),
    ).toBe(1);
    const organizerListed = organizerGroup.getByRole('list', { name: 'Group photos' });
    await eventually(() => organizerListed.getByRole('img').count()).toBe(1);

    // The full view, as the browser gets it, has no EXIF (no GPS, no camera).
    const fullURL = await album
      .getByRole('link', { name: /^Photo by Ann.*\(full size\)$/ })
      .getAttribute('href');
    const full = Buffer.from(
      await (await fetch(new URL(fullURL!, suite.server.url))).arrayBuffer(),
    );
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.exif, meta.width, meta.height]).toEqual([
      'jpeg',
      undefined,
      683,
      2048,
    ]);

    // Tag Pepper, then the owner takes the tag off.
    await page.getByLabel('Tag a dog in this photo').click();
    await page.getByRole('option', { name: 'Pepper' }).click();
    await page.getByRole('button', { name: 'Tag', exact: true }).click();
    await eventually(() => album.getByRole('img', { name: /with Pepper$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Untag Pepper' }).click();
    await eventually(() => album.getByRole('img', { name: /with Pepper$/ }).count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);

    const photos = await pageOf(ann, `/groups/${group.id}/photos`);
    const listed = photos.getByRole('list', { name: 'Group photos' }).getByRole('img');
    await eventually(() => listed.count()).toBe(1);
    expect(await seriousViolations(photos)).toEqual([]);

    // Ann deletes it: it leaves the organizer's open pages too.
    await album.getByRole('button', { name: /^Delete photo by ann/ }).click();
    await eventually(() => thumbnail.count()).toBe(0);
    await eventually(() => organizerAlbum.getByRole('img').count()).toBe(0);
    await eventually(() => organizerGroup.getByRole('img', { name: /^Photo by Ann/ }).count()).toBe(
      0,
    );
  });
});
