/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  choose,
  pickCity,
  registerThroughApi,
  signInWithToken,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

const DAY = 24 * 3600_000;
const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

describe.skipIf(!hasChromium)('trainers in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;

  beforeAll(async () => {
    // On a clock the test moves: a class gets over without the test waiting for it.
    server = await startServer({ clock: { offsetMs: 0 } });
    http = new HttpClient(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newPage = async () =>
    (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  const trainerWithGroup = async (lastName: string) => {
    const trainer = await registerThroughApi(server.url, {
      isTrainer: true,
      firstName: 'Kim',
      lastName,
    });
    // The signed-in frame asks for a dog first (spec section 4).
    await addDogThroughApi(server.url, trainer.token, {
      name: 'Scout',
      breed: 'Border Collie',
      age: 'adult',
      trainingLevel: 'advanced',
    });
    const group = await http.post(
      '/api/groups',
      {
        name: `${lastName} Obedience Club`,
        description: 'Calm classes.',
        city: 'Denver',
        state: 'CO',
        isPrivate: false,
      },
      trainer.token,
    );
    expect(group.status, group.text).toBe(201);
    return { trainer, groupId: group.body.id as string };
  };

  const schedule = async (token: string, groupId: string, fields: Record<string, unknown>) => {
    const response = await http.post(
      '/api/meetups',
      {
        groupId,
        description: 'Loose leashes, calm dogs.',
        location: '1700 N Sheridan Blvd, Denver, CO 80204, USA',
        locationDisplay: 'Sloan Lake Park',
        latitude: 39.749,
        longitude: -105.05,
        maxAttendees: 20,
        parkType: 'dog_park',
        ...fields,
      },
      token,
    );
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string; slug: string };
  };

  it("a trainer's page lists their upcoming meetups, and their meetups link to it", async () => {
    const { trainer, groupId } = await trainerWithGroup('Ortega');
    await schedule(trainer.token, groupId, {
      title: 'Puppy foundations',
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    const later = await schedule(trainer.token, groupId, {
      title: 'Recall on the lawn',
      date: new Date(Date.now() + 6 * DAY).toISOString(),
    });

    const page = await newPage();
    await page.goto(`${server.url}/event/${later.slug}`);
    await page.getByRole('link', { name: 'Kim O.' }).click();
    await page.waitForURL(`**/trainers/${trainer.username}`);
    await expect.poll(visible(page, 'Dog trainer')).toBe(true);
    const meetups = page.getByRole('list', { name: 'Upcoming meetups' }).getByRole('listitem');
    await expect
      .poll(() => meetups.allInnerTexts())
      .toEqual([
        expect.stringContaining('Puppy foundations'),
        expect.stringContaining('Recall on the lawn'),
      ]);
    expect(await page.getByRole('heading', { name: 'Kim Ortega' }).isVisible()).toBe(true);
    expect(await page.getByText('Ortega Obedience Club').first().isVisible()).toBe(true);
    await screenshot(page, 'trainer-page');
  });

  it("signed in, a trainer's page and a city page sit in the signed-in frame; a visitor gets the public header", async () => {
    const { trainer } = await trainerWithGroup('Frame');
    const pages = [`/trainers/${trainer.username}`, '/city/denver-co'];
    const eventually = <T>(check: () => Promise<T> | T) =>
      expect.poll(check, { timeout: 20_000, interval: 100 });

    // Each page is opened afresh: the server's first screen (the visitors' page) comes first,
    // then the app puts the member in the signed-in frame.
    const member = await newPage();
    await signInWithToken(member, server.url, trainer.token);
    for (const path of pages) {
      await member.goto(`${server.url}${path}`);
      const menu = member.getByRole('navigation', { name: 'Main' });
      await eventually(() => menu.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
      await eventually(() => member.getByRole('heading', { level: 1 }).first().innerText()).toMatch(
        path === '/city/denver-co' ? /Denver, CO/ : /Kim Frame/,
      );
      expect(await member.getByRole('link', { name: /^Notifications/ }).isVisible()).toBe(true);
      expect(await member.getByRole('navigation', { name: 'Primary' }).count()).toBe(0);
      expect(await member.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    }
    await screenshot(member, 'city-page-signed-in');

    const visitor = await newPage();
    for (const path of pages) {
      await visitor.goto(`${server.url}${path}`);
      await eventually(() =>
        visitor.getByRole('heading', { level: 1 }).first().innerText(),
      ).toMatch(path === '/city/denver-co' ? /Denver, CO/ : /Kim Frame/);
      await eventually(() => visitor.getByRole('navigation', { name: 'Primary' }).isVisible()).toBe(
        true,
      );
      expect(await visitor.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
      expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    }
  });

  it('a trainer invites a client, who signs up through the link and sees their attendance history', async () => {
    const { trainer, groupId } = await trainerWithGroup('Reyes');
    // A class that is over by the time the client signs up: their past attendance.
    const start = Math.ceil((server.clock!.now() + 60_000) / 60_000) * 60_000;
    const end = start + 3_600_000;
    const past = await schedule(trainer.token, groupId, {
      title: 'Leash manners, week 1',
      date: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
    });

    const coach = await newPage();
    await signInWithToken(coach, server.url, trainer.token);
    await coach.goto(`${server.url}/trainer/clients`);
    await coach.getByLabel(/^Client name/).fill('Nia Okafor');
    await coach.getByLabel(/^Dog name/).fill('Pico');
    await coach.getByRole('button', { name: 'Add client' }).click();
    const clients = coach.getByRole('list', { name: 'Clients' });
    await expect.poll(() => clients.getByText('Nia Okafor').isVisible()).toBe(true);

    // On the class's page the trainer names her among the private members.
    await coach.goto(`${server.url}/event/${past.slug}`);
    await coach.getByRole('checkbox', { name: /Nia Okafor/ }).click();
    await coach.getByRole('button', { name: 'Save clients' }).click();
    await expect.poll(visible(coach, 'Clients saved')).toBe(true);

    await coach.goto(`${server.url}/trainer/clients`);
    await clients.getByRole('button', { name: 'Invite to PackMeet' }).click();
    const link = coach.getByLabel(/^Invite link/);
    await expect.poll(() => link.isVisible()).toBe(true);
    const url = await link.inputValue();
    const code = new URL(url).pathname.split('/').pop()!;
    await screenshot(coach, 'trainer-clients');

    await server.clock!.set(end + 1_000);

    const client = await newPage();
    await client.goto(`${server.url}/client-invite/${code}`);
    await expect.poll(visible(client, 'Kim Reyes invited you to PackMeet')).toBe(true);
    await client.getByRole('link', { name: 'Sign up to accept' }).click();
    await client.waitForURL('**/register');
    const username = `nia_${code.slice(0, 6).replace(/[^A-Za-z0-9]/g, 'x')}`;
    await client.getByLabel('First Name').fill('Nia');
    await client.getByLabel('Last Name').fill('Okafor');
    await client.getByLabel('Username').fill(username);
    await client.getByLabel('Email').fill(`${username}@example.com`);
    await client.getByLabel('Password').fill('puppies-need-friends');
    await pickCity(client, 'Denver', 'Denver, CO');
    await client.getByRole('button', { name: 'Create Account' }).click();
    await client.waitForURL('**/dog-setup');
    await client.getByLabel(/^Dog Name/).fill('Pico');
    await choose(client, 'Breed', 'Poodle');
    await choose(client, 'Age', 'Puppy (under 1 year)');
    await choose(client, 'Training Level', 'Basic Obedience');
    await client.getByRole('button', { name: 'Complete Setup' }).click();

    await client.waitForURL(`**/client-invite/${code}`);
    await client.getByRole('button', { name: 'Accept invite' }).click();
    await expect.poll(visible(client, "You're connected with Kim Reyes")).toBe(true);
    const history = client.getByRole('list', { name: 'Attendance history' });
    await expect.poll(() => history.innerText()).toContain('Leash manners, week 1');
    expect(await history.innerText()).toContain('Attended');
    await screenshot(client, 'client-invite-accepted');

    await coach.reload();
    await expect.poll(() => clients.getByText(`@${username}`).isVisible()).toBe(true);
  });
});
