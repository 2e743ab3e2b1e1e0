/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { scheduleSeries } from '../../backend/test/support/series.js';
import { addDogThroughApi, registerThroughApi, type TestUser } from './support/accounts.js';
import { hasChromium, screenshot } from './support/browser.js';
import { serverAndBrowser } from './support/suite.js';

/** Waits generously: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

describe.skipIf(!hasChromium)('a meetup’s discussion in two real browsers', () => {
  const suite = serverAndBrowser();

  const owner = async (firstName: string, dogName: string): Promise<TestUser> => {
    const user = await registerThroughApi(suite.server.url, {
      firstName,
      city: 'Austin',
      state: 'TX',
    });
    await addDogThroughApi(suite.server.url, user.token, {
      name: dogName,
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    return user;
  };

  /** Each person in a browser of their own; a phone-sized one for the member. */
  const signedInPage = (user: TestUser, viewport: { width: number; height: number }) =>
    suite.signedInPage(user, { viewport });

  const thread = (page: Page) => page.getByRole('region', { name: 'Discussion' });

  it('a member asks on a phone; the organizer sees it live and replies, which the member sees live', async () => {
    const organizer = await owner('Olga', 'Pepper');
    const member = await owner('Mia', 'Bramble');
    const group = await createGroup(suite.http, organizer.token, { name: 'Zilker Zoomies' });
    await joinGroup(suite.http, member.token, group.id);
    const meetup = await scheduleMeetup(suite.http, organizer.token, group.id, {
      title: 'Gate Check Walk',
    });

    const organizerPage = await signedInPage(organizer, { width: 1280, height: 900 });
    const memberPage = await signedInPage(member, { width: 390, height: 844 });
    await organizerPage.goto(`${suite.server.url}/event/${meetup.slug}`);
    await memberPage.goto(`${suite.server.url}/event/${meetup.slug}`);
    await eventually(() => thread(organizerPage).isVisible()).toBe(true);
    await eventually(() => thread(memberPage).isVisible()).toBe(true);

    await thread(memberPage).getByLabel('Write a post').fill('Is the north gate open?');
    await thread(memberPage).getByRole('button', { name: 'Post', exact: true }).click();
    // The member's own post comes from the mutation's answer.
    const own = thread(memberPage).getByRole('article', { name: 'Post by Mia R.' });
    await eventually(() => own.isVisible()).toBe(true);

    // No reload: the organizer's page learns of it from the socket push.
    const question = thread(organizerPage).getByRole('article', { name: 'Post by Mia R.' });
    await eventually(() => question.isVisible()).toBe(true);
    expect(await question.textContent()).toContain('Is the north gate open?');

    await thread(organizerPage).getByRole('button', { name: 'Reply', exact: true }).click();
    await thread(organizerPage).getByLabel('Your reply').fill('Yes, until 8');
    await thread(organizerPage).getByRole('button', { name: 'Reply', exact: true }).click();
    const answer = thread(memberPage).getByRole('article', { name: 'Reply by Olga R.' });
    await eventually(() => answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('Yes, until 8');
    await screenshot(memberPage, 'discussion-live-reply-phone');
  });

  it('an organizer announces on one date of a series to every upcoming one: a member on a later date sees it pinned, live', async () => {
    const organizer = await owner('Olga', 'Pepper');
    const member = await owner('Mia', 'Bramble');
    const group = await createGroup(suite.http, organizer.token, { name: 'Saturday Sniffers' });
    await joinGroup(suite.http, member.token, group.id);
    const series = await scheduleSeries(suite.http, organizer.token, group.id);
    const [first, later] = series.next;
    const going = await suite.http.post(
      `/api/meetups/${later!.id}/rsvp`,
      { status: 'going' },
      member.token,
    );
    expect(going.status, going.text).toBe(200);

    const memberPage = await signedInPage(member, { width: 390, height: 844 });
    await memberPage.goto(`${suite.server.url}/event/${later!.slug}`);
    await eventually(() => thread(memberPage).isVisible()).toBe(true);
    const organizerPage = await signedInPage(organizer, { width: 1280, height: 900 });
    await organizerPage.goto(`${suite.server.url}/event/${first!.slug}`);
    const composer = thread(organizerPage);
    await eventually(() => composer.isVisible()).toBe(true);

    await composer.getByLabel('Write a post').fill('Leashes on until the meadow, every week');
    await composer.getByLabel('Send as an announcement to everyone going and waitlisted').click();
    const audience = composer.getByRole('group', { name: 'Announce to' });
    expect(await audience.getByLabel('This meetup').isChecked()).toBe(true);
    await audience.getByLabel('Every upcoming meetup in this series').check();
    await composer.getByRole('button', { name: 'Announce', exact: true }).click();

    const pinned = thread(memberPage).getByRole('list', { name: 'Announcements' });
    await eventually(() => pinned.isVisible()).toBe(true);
    expect(await pinned.textContent()).toContain('Leashes on until the meadow, every week');
    await screenshot(organizerPage, 'discussion-series-announcement');
  });
});
