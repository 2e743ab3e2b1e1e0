/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { startTestSmtp, type TestSmtp } from '../../backend/test/support/smtp.js';
import { registerThroughApi } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

/** Other test files share the machine's two cores: wait as a person would, generously. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

describe.skipIf(!hasChromium)('forgot password in a real browser', () => {
  let smtp: TestSmtp;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '200',
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('asks from the sign-in dialog, follows the emailed link, sets a new password and signs in with it', async () => {
    const user = await registerThroughApi(server.url, { firstName: 'Rosa' });
    const page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();

    await page.goto(server.url);
    await page.getByRole('button', { name: 'Log In' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign In to PackMeet' });
    await dialog.getByRole('link', { name: 'Forgot password?' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await eventually(() => page.getByRole('status').textContent()).toContain(
      'If an account uses that email, we have sent it a link',
    );

    const mail = await smtp.waitForAccountMail(user.email, /Reset your PackMeet password/, 20_000);
    expect(mail.text).toContain('Hi Rosa,');
    const link = new URL(/(http\S+\/reset-password\?token=\S+)/.exec(mail.text ?? '')![1]!);
    // The email names the public URL; the test server listens on its own port.
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('a fresh start 42');
    await page.getByLabel('New password again').fill('a fresh start 42');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await eventually(() => page.getByRole('status').textContent()).toBe(
      'Your password is changed. Sign in with your new password.',
    );
    await screenshot(page, 'password-reset-done');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(() => page.getByRole('alert').first().textContent()).toContain(
      'Invalid email or password',
    );
    await page.getByLabel('Password').fill('a fresh start 42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(() => new URL(page.url()).pathname).not.toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});
