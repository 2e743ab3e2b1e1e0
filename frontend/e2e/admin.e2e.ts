/// <reference lib="dom" />
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { seedLog } from '../../backend/test/support/replays.js';
import {
  addDogThroughApi,
  registerThroughApi,
  signInWithToken,
  type TestUser,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/** `npm run admin:grant -- <email>` in its own process, against the server's data directory. */
function adminGrant(dataDir: string, email: string) {
  const child = spawn('npm', ['run', '--silent', 'admin:grant', '--', email], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function api<Body = Record<string, unknown>>(baseUrl: string, path: string, token: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

describe.skipIf(!hasChromium)('the admin page in a real browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-admin-e2e-'));
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    // Enough history that a replay takes a few seconds: its progress shows while it runs.
    await seedLog(dataDir, 150_000);
    server = await startServer({ dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signedIn = async (user: TestUser) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signInWithToken(page, server.url, user.token);
    return page;
  };

  it('an account made admin with the CLI sees the Admin page and replays a projection live', async () => {
    const admin = await registerThroughApi(server.url, { firstName: 'Avery' });
    await addDogThroughApi(server.url, admin.token, {
      name: 'Pixel',
      breed: 'Border Collie',
      age: 'adult',
    });
    expect((await api(server.url, '/api/admin/projections', admin.token)).status).toBe(403);

    const granted = await adminGrant(server.dataDir, admin.email);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${admin.email} (user `);
    expect(granted.stdout).toContain('is now an administrator');
    // The running server picks the other process's event up from the shared SQLite file.
    await expect
      .poll(async () => (await api(server.url, '/api/profile', admin.token)).body.isAdmin, {
        timeout: 5_000,
      })
      .toBe(true);

    const page = await signedIn(admin);
    await page.goto(`${server.url}/dashboard`);
    const adminLink = mainMenu(page).getByRole('link', { name: 'Admin' });
    await adminLink.waitFor();
    await adminLink.click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Administration' }).waitFor();

    // Every projection the API reports has its row, live and caught up.
    const overview = await api<{ projections: { name: string }[] }>(
      server.url,
      '/api/admin/projections',
      admin.token,
    );
    expect(overview.status).toBe(200);
    const names: string[] = overview.body.projections.map(
      (projection: { name: string }) => projection.name,
    );
    expect(names).toContain('users');
    for (const name of names) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
      await expect.poll(() => row.getByText('Live').isVisible()).toBe(true);
    }
    // The projections table: one row per projection under its header (the page has other tables).
    const projections = page.getByRole('table', { name: 'Projections' });
    expect(await projections.getByRole('row').count()).toBe(names.length + 1);
    await screenshot(page, 'admin-projections');

    await page.getByRole('button', { name: 'Replay users' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Replay users?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'The current read model keeps serving the app during the rebuild',
    );
    await dialog.getByRole('button', { name: 'Start replay' }).click();

    // Progress arrives over the admin socket while the rebuild runs.
    const progress = page.getByRole('progressbar', { name: 'Replay of users' });
    await progress.waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const usersRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^users/ }) });
    await expect.poll(() => usersRow.getByText(/events\/s · ETA/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Replay users' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-replay-progress');

    // ...and the end too, without a reload.
    await usersRow.getByText(/^Replayed [\d,]+ events in /).waitFor({ timeout: 90_000 });
    expect(await progress.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Replay users' }).isEnabled()).toBe(true);
    await screenshot(page, 'admin-replay-done');

    // The replayed read model serves: the admin's own profile still reads from it.
    expect((await api(server.url, '/api/profile', admin.token)).body).toMatchObject({
      email: admin.email,
      isAdmin: true,
    });
    await page.context().close();
  });

  it('a member who is not an administrator has no Admin entry, and the API and the page refuse them', async () => {
    const member = await registerThroughApi(server.url, { firstName: 'Morgan' });
    await addDogThroughApi(server.url, member.token, {
      name: 'Waffles',
      breed: 'Beagle',
      age: 'puppy',
    });
    const refused = await api(server.url, '/api/admin/projections', member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Administrators only');

    const page = await signedIn(member);
    // The menu shows Admin only for a profile that says isAdmin: wait for that profile.
    const profileLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/profile'),
    );
    await page.goto(`${server.url}/dashboard`);
    expect((await (await profileLoaded).json()).isAdmin).toBe(false);
    await mainMenu(page).getByRole('link', { name: 'My Profile' }).waitFor();
    expect(await mainMenu(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'admin-forbidden');
    await page.context().close();
  });
});
