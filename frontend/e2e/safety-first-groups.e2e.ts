/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  choose,
  pickCity,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { dateInputInDays } from './support/meetups.js';

/*
 * Issue 16, "Safety-first groups", as people live it: a private group with a rabies rule, an
 * owner who fixes their dog's profile to get in, an organizer deciding from Manage, an RSVP
 * with the dog, a reactive dog refused with the rule named, an invite link through sign-up
 * into an invite-only group, and a private meetup nobody outside can see.
 */

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const visible = (page: Page, text: string | RegExp) => () =>
  page.getByText(text).first().isVisible();

describe.skipIf(!hasChromium)('safety-first groups in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;
  const contexts: BrowserContext[] = [];
  const unique = randomUUID().slice(0, 6);
  const groupName = `Reactive Rovers ${unique}`;
  const meetupTitle = `Secret reactive session ${unique}`;

  let organizer: TestUser;
  let organizerPage: Page;
  let groupId = '';
  let meetupId = '';

  beforeAll(async () => {
    server = await startServer();
    http = new HttpClient(server.url);
    browser = await launchBrowser();
    organizer = await registerThroughApi(server.url, {
      firstName: 'Olive',
      lastName: 'Nguyen',
      city: 'Austin',
      state: 'TX',
    });
    await addDogThroughApi(server.url, organizer.token, {
      name: 'Bramble',
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    organizerPage = await newPage();
    await signInWithToken(organizerPage, server.url, organizer.token);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  /** A signed-in owner (in Austin) with one dog, in a browser page of their own. */
  async function owner(firstName: string, dog: Record<string, unknown>) {
    const user = await registerThroughApi(server.url, {
      firstName,
      lastName: 'Rivera',
      city: 'Austin',
      state: 'TX',
    });
    const created = await addDogThroughApi(server.url, user.token, {
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
      ...dog,
    });
    const page = await newPage();
    await signInWithToken(page, server.url, user.token);
    return { user, page, dog: created };
  }

  it('an organizer makes a private group that requires rabies and excludes reactive dogs', async () => {
    const page = organizerPage;
    await page.goto(`${server.url}/create-group`);
    await page.getByLabel(/^Group Name/).fill(groupName);
    await page
      .getByLabel(/^Description/)
      .fill('Parallel walks at a comfortable distance for dogs who need space.');
    await pickCity(page, 'Austin', 'Austin, TX');
    await page.getByRole('radio', { name: /^Private/ }).check();
    await page.getByText('Entry rules (optional)').click();
    await page.getByRole('checkbox', { name: 'Rabies', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Reactive', exact: true }).click();
    await page.getByLabel('House rules').fill('Leashes on; keep two car lengths apart.');
    await screenshot(page, 'safety-create-private-group');
    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.waitForURL('**/find-groups');

    const mine = await http.get<{ userGroups: { id: string; name: string; kind: string }[] }>(
      '/api/groups',
      organizer.token,
    );
    const group = mine.body.userGroups.find((entry) => entry.name === groupName);
    expect(group?.kind).toBe('private');
    groupId = group!.id;
    const meetup = (await scheduleMeetup(http, organizer.token, groupId, {
      title: meetupTitle,
    })) as { id: string };
    meetupId = meetup.id;
  });

  it('an owner whose dog lacks a rabies record sees why, fixes the profile, asks to join and is approved from Manage; then RSVPs with the dog', async () => {
    const maya = await owner('Maya', { name: 'Biscuit' });
    const page = maya.page;

    await page.goto(`${server.url}/groups/${groupId}`);
    await eventually(visible(page, 'Private group')).toBe(true);
    await eventually(visible(page, "Vaccinated against Rabies, valid on the meetup's date.")).toBe(
      true,
    );
    await eventually(visible(page, 'Biscuit does not meet the rules yet')).toBe(true);
    await eventually(visible(page, /rabies/i)).toBe(true);
    // A listing only: no feed, no dogs, no meetups.
    expect(await page.getByText(meetupTitle).count()).toBe(0);

    await page.getByRole('button', { name: 'Request to Join' }).click();
    const dialog = page.getByRole('dialog', { name: `Ask to join ${groupName}` });
    await eventually(() => dialog.getByRole('checkbox', { name: 'Biscuit' }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'safety-join-request-ineligible');
    // Sending anyway sends nothing: the refusal names the rule and the field, and links to the dog.
    await dialog.getByRole('checkbox', { name: 'I accept the house rules' }).click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toContain(
      "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile.",
    );
    const unsent = await http.get<unknown[]>(
      `/api/groups/${groupId}/join-requests`,
      organizer.token,
    );
    expect(unsent.body).toEqual([]);
    await dialog.getByRole('link', { name: "Edit Biscuit's profile" }).last().click();
    await page.waitForURL('**/my-dogs?edit=*');
    const edit = page.getByRole('dialog', { name: 'Edit Biscuit' });
    await edit.getByRole('button', { name: 'Add vaccination' }).click();
    await choose(page, 'Vaccine', 'Rabies');
    await edit.getByLabel('Expires on').fill(dateInputInDays(365));
    await edit.getByRole('button', { name: 'Update Dog' }).click();
    await eventually(visible(page, 'Dog updated successfully!')).toBe(true);

    await page.goto(`${server.url}/groups/${groupId}`);
    await eventually(visible(page, 'Biscuit meets the rules')).toBe(true);
    await page.getByRole('button', { name: 'Request to Join' }).click();
    const again = page.getByRole('dialog', { name: `Ask to join ${groupName}` });
    await again.getByLabel(/^Message to the organizers/).fill('Biscuit is calm and vaccinated.');
    await again.getByRole('checkbox', { name: 'Biscuit' }).click();
    await again.getByRole('checkbox', { name: 'I accept the house rules' }).click();
    await again.getByRole('button', { name: 'Send request' }).click();
    await eventually(visible(page, 'Your request has been sent to the organizers.')).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'Request sent' }).isVisible()).toBe(
      true,
    );

    // The organizer decides from Manage.
    await organizerPage.goto(`${server.url}/groups/${groupId}`);
    await organizerPage.getByRole('link', { name: 'Manage' }).click();
    await organizerPage.waitForURL(`**/groups/${groupId}/manage`);
    const request = organizerPage.getByRole('listitem', { name: 'Maya R.' });
    await eventually(() => request.getByText('Biscuit is calm and vaccinated.').isVisible()).toBe(
      true,
    );
    expect(await request.getByText('Biscuit meets the rules').isVisible()).toBe(true);
    await screenshot(organizerPage, 'safety-manage-queue');
    await request.getByRole('button', { name: 'Approve Maya R.' }).click();
    await eventually(visible(organizerPage, 'Maya R. is now a member.')).toBe(true);

    // Now a member: the meetup opens, and Biscuit comes along.
    await page.goto(`${server.url}/meetups/${meetupId}`);
    await eventually(visible(page, 'Rules for this meetup')).toBe(true);
    const going = page
      .getByRole('group', { name: `RSVP for ${meetupTitle}` })
      .getByRole('button', { name: 'Going', exact: true });
    await going.click();
    await eventually(visible(page, "You're going with Biscuit.")).toBe(true);
    await screenshot(page, 'safety-rsvp-with-dog');
  });

  it('a member with a reactive dog is refused at RSVP with the rule named', async () => {
    const rex = await owner('Rex', {
      name: 'Thunder',
      trainingWarnings: ['reactive'],
      vaccinations: [{ vaccine: 'rabies', expiresOn: dateInputInDays(365) }],
    });
    // In the group with a calm dog (a request needs one that meets the rules), so only the
    // RSVP checks Thunder.
    const pebble = await addDogThroughApi(server.url, rex.user.token, {
      name: 'Pebble',
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
      vaccinations: [{ vaccine: 'rabies', expiresOn: dateInputInDays(365) }],
    });
    const asked = await http.post(
      `/api/groups/${groupId}/join-requests`,
      { message: 'Joining with Pebble.', dogIds: [pebble.id], houseRulesAccepted: true },
      rex.user.token,
    );
    expect(asked.status, asked.text).toBe(200);
    const me = await http.get<{ id: string }>('/api/profile', rex.user.token);
    const approved = await http.post(
      `/api/groups/${groupId}/join-requests/${me.body.id}/approve`,
      {},
      organizer.token,
    );
    expect(approved.status, approved.text).toBeLessThan(300);

    const page = rex.page;
    await page.goto(`${server.url}/meetups/${meetupId}`);
    // The picker holds Thunder back and says which rule.
    await eventually(() => page.getByRole('checkbox', { name: 'Thunder' }).isDisabled()).toBe(true);
    await eventually(visible(page, /reactive/i)).toBe(true);
    await screenshot(page, 'safety-rsvp-refused');

    // The server refuses it too, naming the rule and the dog.
    const refused = await http.post(
      `/api/meetups/${meetupId}/rsvp`,
      { status: 'going', dogIds: [rex.dog.id] },
      rex.user.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('GROUPS.DOG_NOT_ELIGIBLE');
    expect(refused.text).toMatch(/Thunder/);
    expect(refused.text).toMatch(/reactive/i);
  });

  it('an invite link brings a signed-out visitor through sign-up and dog setup into an invite-only group', async () => {
    const created = await http.post(
      '/api/groups',
      {
        name: `Quiet Puppy Social ${unique}`,
        description: 'Small, calm puppy sessions by invitation.',
        city: 'Austin',
        state: 'TX',
        isPrivate: true,
        kind: 'invite-only',
      },
      organizer.token,
    );
    expect(created.status, created.text).toBe(201);
    const inviteOnlyId = (created.body as { id: string }).id;
    const link = await http.post(
      `/api/groups/${inviteOnlyId}/invites`,
      { expiresInDays: 7, maxUses: 5 },
      organizer.token,
    );
    expect(link.status, link.text).toBeLessThan(300);
    const { code, url } = link.body as { code: string; url: string };
    expect(url).toMatch(new RegExp(`/invite/${code}$`));

    // Unknown to anyone without the link: a visitor must sign in, and a signed-in stranger finds nothing.
    expect((await http.get(`/api/groups/${inviteOnlyId}`)).status).toBe(401);
    const stranger = await registerThroughApi(server.url, { city: 'Austin', state: 'TX' });
    expect((await http.get(`/api/groups/${inviteOnlyId}`, stranger.token)).status).toBe(404);

    const page = await newPage();
    await page.goto(`${server.url}/invite/${code}`);
    await eventually(visible(page, `Quiet Puppy Social ${unique}`)).toBe(true);
    await page.getByRole('link', { name: 'Sign up to join' }).click();
    await page.waitForURL('**/register');

    const name = `nia_${unique}`;
    await page.getByLabel('First Name').fill('Nia');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Password').fill('puppies-need-friends');
    await pickCity(page, 'Austin', 'Austin, TX');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dog-setup');

    await page.getByLabel(/^Dog Name/).fill('Pico');
    await choose(page, 'Breed', 'Poodle');
    await choose(page, 'Age', 'Puppy (under 1 year)');
    await choose(page, 'Training Level', 'Basic Obedience');
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // Back where the link led, signed in and with a dog.
    await page.waitForURL(`**/invite/${code}`);
    await page.getByRole('button', { name: 'Request to Join' }).click();
    const dialog = page.getByRole('dialog', { name: `Ask to join Quiet Puppy Social ${unique}` });
    await dialog.getByRole('checkbox', { name: 'Pico' }).click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await eventually(() => page.getByRole('button', { name: 'Request sent' }).isVisible()).toBe(
      true,
    );

    const queue = await http.get<{ userId: string; viaInvite: boolean }[]>(
      `/api/groups/${inviteOnlyId}/join-requests`,
      organizer.token,
    );
    expect(queue.body).toHaveLength(1);
    expect(queue.body[0]!.viaInvite).toBe(true);
    const approved = await http.post(
      `/api/groups/${inviteOnlyId}/join-requests/${queue.body[0]!.userId}/approve`,
      {},
      organizer.token,
    );
    expect(approved.status, approved.text).toBeLessThan(300);

    await page.goto(`${server.url}/groups/${inviteOnlyId}`);
    await eventually(visible(page, "You're in this group")).toBe(true);
    await screenshot(page, 'safety-invite-member');
  });

  it("keeps the private group's meetup off the city page and 404 for a visitor", async () => {
    const city = await http.get('/api/locations/city/austin-tx');
    expect(city.text).not.toContain(meetupTitle);
    expect((await http.get(`/api/meetups/${meetupId}`)).status).toBe(404);

    const visitor = await newPage();
    await visitor.goto(`${server.url}/city/austin-tx`);
    await eventually(visible(visitor, 'Austin')).toBe(true);
    expect(await visitor.getByText(meetupTitle).count()).toBe(0);

    await visitor.goto(`${server.url}/meetups/${meetupId}`);
    await eventually(visible(visitor, 'Event Not Found')).toBe(true);
  });
});
