/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addDogThroughApi,
  choose,
  registerThroughApi,
  signInWithToken,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

/*
 * Boise has one group, which runs no scent work: owners there who look for
 * scent work on Find Groups find nothing, and the city page says so, with a
 * link to start that group.
 */
describe.skipIf(!hasChromium)('city demand signals in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const organizer = await registerThroughApi(server.url, { city: 'Boise', state: 'ID' });
    const created = await fetch(`${server.url}/api/groups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${organizer.token}` },
      body: JSON.stringify({
        name: 'Boise Greenbelt Walkers',
        description: 'Slow morning walks along the river.',
        city: 'Boise',
        state: 'ID',
        isPrivate: false,
      }),
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  };

  /** An owner in Boise looks for a scent-work group within 25 miles and finds none. */
  async function lookForScentWork(): Promise<Page> {
    const owner = await registerThroughApi(server.url, { city: 'Boise', state: 'ID' });
    await addDogThroughApi(server.url, owner.token, { name: 'Juniper', breed: 'Beagle' });
    const page = await newPage();
    await signInWithToken(page, server.url, owner.token);
    await page.goto(`${server.url}/find-groups`);
    await page.getByRole('heading', { name: 'Groups within 25 miles' }).waitFor();
    const looked = page.waitForResponse((response) =>
      response.url().includes('/api/groups?radius=25&activity=scent-work'),
    );
    await choose(page, 'Activity', 'Scent work');
    expect((await looked).status()).toBe(200);
    await page.getByRole('heading', { name: 'No groups within 25 miles' }).waitFor();
    return page;
  }

  it('shows the demand line on the city page after owners find no scent-work group', async () => {
    await lookForScentWork();
    const owner = await lookForScentWork();
    await screenshot(owner, 'demand-find-groups-nothing');

    const visitor = await newPage();
    await visitor.goto(`${server.url}/city/boise-id`);
    const line = '2 owners near Boise looked for a scent-work group this month - start one';
    await expect.poll(visible(visitor, line)).toBe(true);
    await screenshot(visitor, 'demand-city-page');

    await owner.goto(`${server.url}/city/boise-id`);
    await owner.getByRole('link', { name: 'start one' }).click();
    await owner.waitForURL('**/create-group?city=Boise&state=ID&activity=scent-work');
    await expect
      .poll(() => owner.getByRole('combobox', { name: /^Location/ }).inputValue())
      .toBe('Boise, ID');
    expect(await owner.getByRole('checkbox', { name: 'Scent work' }).isChecked()).toBe(true);
  });
});
