/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGroup, joinGroup, userIdOf } from '../../backend/test/support/groups.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { addDogThroughApi, registerThroughApi, type TestUser } from './support/accounts.js';
import { hasChromium, screenshot } from './support/browser.js';
import { serverAndBrowser } from './support/suite.js';

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Playmates in a real browser (docs/playmates.md): two owners checked in at one meetup mark each
 * other's dogs after it, each sees the playmate on their own dog, a third owner sees nothing, a
 * new meetup says "1 of Pepper's playmates is going" to Pepper's owner only, and one side's
 * removal hides it for both.
 */
describe.skipIf(!hasChromium)('playmates in a real browser', () => {
  // On a clock the test moves: the meetup ends without the test waiting for it.
  const suite = serverAndBrowser({ clock: { offsetMs: 0 } });

  const owner = async (firstName: string, dogName: string) => {
    const user = await registerThroughApi(suite.server.url, {
      firstName,
      city: 'Austin',
      state: 'TX',
    });
    const dog = await addDogThroughApi(suite.server.url, user.token, {
      name: dogName,
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    return { ...user, id: await userIdOf(suite.http, user.token), dog };
  };

  /** The page signed in as `user`; with `answered`, once the app's call to that path answered. */
  const pageOf = async (user: TestUser, path: string, answered?: string): Promise<Page> => {
    const page = await suite.signedInPage(user);
    const answer = answered
      ? page.waitForResponse((response) => response.url().endsWith(answered))
      : null;
    await page.goto(`${suite.server.url}${path}`);
    expect((await answer)?.status() ?? 200).toBe(200);
    return page;
  };

  const playmatesList = (page: Page, dogName: string) =>
    page.getByRole('list', { name: `${dogName}’s playmates` });

  it('two owners checked in mark each other’s dogs; only they see the playmates, and one removal ends it for both', async () => {
    const organizer = await owner('Maya', 'Bramble');
    const group = await createGroup(suite.http, organizer.token, {
      name: 'Barton Creek Calm Walkers',
    });
    const ann = await owner('Ann', 'Pepper');
    const ben = await owner('Ben', 'Juno');
    const cat = await owner('Cat', 'Rex');
    for (const member of [ann, ben, cat]) await joinGroup(suite.http, member.token, group.id);
    const startsAt = Math.ceil((suite.server.clock!.now() + 20 * 60_000) / 60_000) * 60_000;
    const meetup = await scheduleMeetup(suite.http, organizer.token, group.id, {
      title: `Morning Sniff ${Date.now()}`,
      date: new Date(startsAt).toISOString(),
      endTime: new Date(startsAt + HOUR).toISOString(),
    });
    for (const who of [ann, ben]) {
      const rsvp = await suite.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { dogIds: [who.dog.id] },
        who.token,
      );
      expect(rsvp.status, rsvp.text).toBe(200);
      // The organizer checks them in on the day (the check-in list opens an hour before).
      const checkIn = await suite.http.post(
        `/api/meetups/${meetup.id}/check-in`,
        { userId: who.id },
        organizer.token,
      );
      expect(checkIn.status, checkIn.text).toBe(200);
    }
    // The meetup is over: marks are open for a week.
    await suite.server.clock!.set(startsAt + 2 * HOUR);

    const annsEvent = await pageOf(ann, `/event/${meetup.slug}`);
    const annMarks = annsEvent.getByRole('button', { name: 'Pepper played well with Juno' });
    await eventually(() => annMarks.isVisible()).toBe(true);
    await annMarks.click();
    await eventually(() => annMarks.count()).toBe(0);
    await screenshot(annsEvent, 'playmates-marked');

    const bensEvent = await pageOf(ben, `/event/${meetup.slug}`);
    const benMarks = bensEvent.getByRole('button', { name: 'Juno played well with Pepper' });
    await eventually(() => benMarks.isVisible()).toBe(true);
    await benMarks.click();
    await eventually(() => benMarks.count()).toBe(0);

    // Each sees the playmate on their own dog; the third owner sees nothing of it.
    const annsDogs = await pageOf(ann, '/my-dogs');
    await eventually(() => playmatesList(annsDogs, 'Pepper').textContent()).toContain('Juno');
    await screenshot(annsDogs, 'playmates-on-my-dogs');
    const bensDogs = await pageOf(ben, '/my-dogs');
    await eventually(() => playmatesList(bensDogs, 'Juno').textContent()).toContain('Pepper');
    const catsDogs = await pageOf(cat, '/my-dogs', `/api/dogs/${cat.dog.id}/playmates`);
    await eventually(() =>
      catsDogs.getByRole('region', { name: 'Rex’s playmates' }).isVisible(),
    ).toBe(true);
    expect(await catsDogs.getByText('Pepper').count()).toBe(0);
    expect(await catsDogs.getByText('Juno').count()).toBe(0);
    expect((await suite.http.get(`/api/dogs/${ann.dog.id}/playmates`, cat.token)).status).toBe(404);

    // A new meetup Juno goes to: "1 of Pepper's playmates is going", to Ann only.
    const next = await scheduleMeetup(suite.http, organizer.token, group.id, {
      title: `Evening Sniff ${Date.now()}`,
      date: new Date(suite.server.clock!.now() + 3 * DAY).toISOString(),
    });
    const going = await suite.http.post(
      `/api/meetups/${next.id}/rsvp`,
      { dogIds: [ben.dog.id] },
      ben.token,
    );
    expect(going.status, going.text).toBe(200);
    const line = "1 of Pepper's playmates is going";
    const annsNext = await pageOf(ann, `/event/${next.slug}`);
    await eventually(() =>
      annsNext.getByRole('list', { name: 'Playmates going' }).textContent(),
    ).toBe(`${line}: Juno`);
    await screenshot(annsNext, 'playmates-going');
    for (const other of [ben, cat]) {
      const page = await pageOf(
        other,
        `/event/${next.slug}`,
        `/api/meetups/${next.id}/playmates-going`,
      );
      expect(await page.getByText('playmates is going').count()).toBe(0);
      expect(await page.getByRole('list', { name: 'Playmates going' }).count()).toBe(0);
    }

    // Ben removes Pepper, silently: gone for both.
    await bensDogs.reload();
    const remove = bensDogs.getByRole('button', { name: 'Remove Pepper from Juno’s playmates' });
    await eventually(() => remove.isVisible()).toBe(true);
    await remove.click();
    await eventually(() => playmatesList(bensDogs, 'Juno').count()).toBe(0);
    await annsDogs.reload();
    await eventually(() =>
      annsDogs.getByRole('region', { name: 'Pepper’s playmates' }).textContent(),
    ).toContain('None yet');
    expect(await playmatesList(annsDogs, 'Pepper').count()).toBe(0);
  });
});
