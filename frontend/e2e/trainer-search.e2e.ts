/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { createGroup } from '../../backend/test/support/groups.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import {
  addDogThroughApi,
  pickCity,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

/*
 * Issue 20, trainers: a visitor searching for scent work near Tacoma finds the trainer who runs
 * it there and follows the result to their page; a group's page links its trainer's name there.
 */

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 200 });

if (!hasChromium) console.warn('trainer-search.e2e: skipped, no Chromium at /usr/bin/chromium');

describe.skipIf(!hasChromium)('trainers in search, in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let trainer: TestUser;
  let groupId = '';
  const contexts: BrowserContext[] = [];
  const groupName = `Tacoma Nose Club ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    server = await startServer();
    const http = new HttpClient(server.url);
    browser = await launchBrowser();
    trainer = await registerThroughApi(server.url, {
      firstName: 'Tess',
      lastName: 'Mara',
      city: 'Tacoma',
      state: 'WA',
      isTrainer: true,
    });
    const group = await createGroup(http, trainer.token, {
      name: groupName,
      description: 'Boxes, hides and patient noses.',
      city: 'Tacoma',
      state: 'WA',
      activities: ['scent-work'],
    });
    groupId = group.id;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  it('a visitor searches scent work near Tacoma, sees the trainer and follows them to their page', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/search`);
    const form = page.getByRole('search', { name: 'Search meetups and groups' });
    await pickCity(page, 'Tacoma', 'Tacoma, WA', 'Near');
    await form.getByLabel('Activity').selectOption({ label: 'Scent work' });
    await form.getByRole('button', { name: 'Search' }).click();

    const results = page.getByRole('list', { name: 'Results' });
    const card = results.getByRole('article', { name: 'Tess Mara' });
    await eventually(() => card.isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toMatch(/Trainer · \d+ mi away/i);
    expect(text).toContain('Dog trainer in Tacoma, WA');
    expect(text).toContain('Scent work');
    // The trainer's group is found too, beside them.
    expect(await results.getByRole('article', { name: groupName }).isVisible()).toBe(true);
    await screenshot(page, 'search-trainer-result');

    await card.getByRole('link', { name: 'Tess Mara' }).click();
    await page.waitForURL(`**/trainers/${trainer.username}`);
    await eventually(() => page.getByRole('heading', { name: 'Tess Mara' }).isVisible()).toBe(true);
  });

  it("a group's page links its organizer's name to their trainer page", async () => {
    const member = await registerThroughApi(server.url, { city: 'Tacoma', state: 'WA' });
    // The signed-in frame asks for a dog first (spec section 4).
    await addDogThroughApi(server.url, member.token, { name: 'Clover', breed: 'Beagle' });
    const page = await newPage();
    await signInWithToken(page, server.url, member.token);
    await page.goto(`${server.url}/groups/${groupId}`);
    const name = page.getByRole('link', { name: 'Tess M.' }).first();
    await eventually(() => name.isVisible()).toBe(true);
    await name.click();
    await page.waitForURL(`**/trainers/${trainer.username}`);
    await eventually(() => page.getByRole('heading', { name: 'Tess Mara' }).isVisible()).toBe(true);
  });
});
