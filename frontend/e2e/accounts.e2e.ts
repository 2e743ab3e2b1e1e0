/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pickCity } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';

describe.skipIf(!hasChromium)('accounts in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers a new account through the UI and is signed in', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/register`);
    const unique = Date.now().toString(36);

    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Lopez');
    await page.getByLabel('Username').fill(`maya_${unique}`);
    await page.getByLabel('Email').fill(`maya.${unique}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await pickCity(page, 'Austin', 'Austin, TX');
    await screenshot(page, 'register-filled');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/dog-setup');
    await expect
      .poll(() => page.getByText('Welcome to PackMeet!', { exact: true }).isVisible())
      .toBe(true);
    await screenshot(page, 'dog-setup-after-register');

    // Signed in: the stored token is a real session the API accepts.
    const profile = await page.evaluate(async () => {
      const response = await fetch('/api/profile', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      username: `maya_${unique}`,
      firstName: 'Maya',
      city: 'Austin',
    });
    await page.close();
  });

  it('shows the spec validation messages before sending anything', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('First name is required').isVisible()).toBe(true);
    expect(await page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await page.getByText('Password must be at least 6 characters').isVisible()).toBe(true);
    expect(page.url()).toContain('/register');
    await screenshot(page, 'register-validation');
    await page.close();
  });
});
