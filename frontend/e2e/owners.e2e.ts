/// <reference lib="dom" />
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addDogThroughApi,
  choose,
  pickCity,
  registerThroughApi,
  signInWithToken,
} from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

describe.skipIf(!hasChromium)("owners' screens in a real browser", () => {
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

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  };

  it('shows the landing page, then signs up, sets up two dogs and reaches the dashboard', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await expect.poll(visible(page, 'Dog Meetups Across America')).toBe(true);
    expect(await page.title()).toContain('PackMeet');
    await screenshot(page, 'landing');

    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await page.waitForURL('**/register');
    const unique = Date.now().toString(36);
    const email = `sam.${unique}@example.com`;
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Username').fill(`sam_${unique}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('two-dogs-one-leash');
    await pickCity(page, 'Raleigh', 'Raleigh, NC');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dog-setup');

    // Nothing complete yet: the spec's message, and nothing is sent.
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect.poll(visible(page, 'Please complete at least one dog profile')).toBe(true);
    expect(page.url()).toContain('/dog-setup');

    await page.getByLabel('Dog Name').first().fill('Biscuit');
    await choose(page, 'Breed', 'Beagle');
    await choose(page, 'Age', 'Young (1-2 years)');
    await choose(page, 'Training Level', 'Basic Obedience');
    await page.getByRole('button', { name: 'Add Another Dog' }).click();
    await page.getByLabel('Dog Name').nth(1).fill('Pepper');
    await choose(page, 'Breed', 'Border Collie', 1);
    await choose(page, 'Age', 'Senior (8+ years)', 1);
    await choose(page, 'Training Level', 'Advanced', 1);
    await screenshot(page, 'dog-setup-two-dogs');
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await page.waitForURL('**/dashboard');
    await expect.poll(visible(page, 'Your dog profiles have been created.')).toBe(true);
    await screenshot(page, 'dashboard');

    await page.goto(`${server.url}/my-dogs`);
    await expect.poll(visible(page, 'Pepper')).toBe(true);
    expect(await page.getByText('Biscuit').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('signs out, and signing back in with dogs goes to the dashboard', async () => {
    const user = await registerThroughApi(server.url);
    await addDogThroughApi(server.url, user.token, {
      name: 'Maple',
      breed: 'Poodle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const page = await newPage();
    await signInWithToken(page, server.url, user.token);
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(visible(page, 'Upcoming Meetups')).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'login');

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(visible(page, 'Welcome back!')).toBe(true);
    await page.context().close();
  });

  it('sends a signed-in owner without dogs to dog setup, and a visitor to the sign-in screen', async () => {
    const user = await registerThroughApi(server.url);
    const page = await newPage();
    await page.goto(`${server.url}/my-dogs`);
    await page.waitForURL('**/login');

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dog-setup');

    await page.goto(`${server.url}/profile`);
    await page.waitForURL('**/dog-setup');
    await page.context().close();
  });

  it('adds, edits and deletes a dog on My Dogs', async () => {
    const user = await registerThroughApi(server.url);
    await addDogThroughApi(server.url, user.token, {
      name: 'Scout',
      breed: 'Boxer',
      age: 'young',
      trainingLevel: 'none',
    });
    const page = await newPage();
    await signInWithToken(page, server.url, user.token);
    await page.goto(`${server.url}/my-dogs`);
    await expect.poll(visible(page, 'Manage your dog profiles')).toBe(true);

    await page.getByRole('button', { name: 'Add Dog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Dog' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(
      await dialog.getByText('All dogs must be added to access group features.').isVisible(),
    ).toBe(true);
    await dialog.getByLabel('Dog Name').fill('Juniper');
    await choose(page, 'Breed', 'Siberian Husky');
    await choose(page, 'Age Category', 'Puppy (0-1 year)');
    await dialog.getByLabel('Description').fill('Talks a lot. Loves snow.');
    await dialog.getByLabel('Reactive to other dogs').check();
    await screenshot(page, 'add-dog-dialog');
    await dialog.getByRole('button', { name: 'Add Dog' }).click();
    await expect.poll(visible(page, 'Dog added successfully!')).toBe(true);
    await expect.poll(visible(page, 'Talks a lot. Loves snow.')).toBe(true);

    await page.getByRole('button', { name: 'Edit Juniper' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Juniper' });
    await edit.getByLabel('Dog Name').fill('Juniper Blue');
    await edit.getByRole('button', { name: 'Update Dog' }).click();
    await expect.poll(visible(page, 'Dog updated successfully!')).toBe(true);
    await expect.poll(visible(page, 'Juniper Blue')).toBe(true);
    await screenshot(page, 'my-dogs');

    await page.getByRole('button', { name: 'Delete Scout' }).click();
    await expect
      .poll(visible(page, 'Are you sure you want to delete Scout? This cannot be undone.'))
      .toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(visible(page, 'Dog deleted successfully!')).toBe(true);
    await expect.poll(() => page.getByText('Scout', { exact: true }).count()).toBe(0);

    // The server agrees with the screen.
    const dogs = await page.evaluate(async () =>
      (
        await fetch('/api/dogs', {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        })
      ).json(),
    );
    expect(dogs.map((dog: { name: string }) => dog.name)).toEqual(['Juniper Blue']);
    await page.context().close();
  });

  it('edits the profile with the trainer switch revealing Trainer Bio', async () => {
    const user = await registerThroughApi(server.url);
    await addDogThroughApi(server.url, user.token, { name: 'Otis', trainingLevel: 'none' });
    const page = await newPage();
    await signInWithToken(page, server.url, user.token);
    await page.goto(`${server.url}/profile`);
    await expect.poll(visible(page, 'No bio provided')).toBe(true);
    await screenshot(page, 'profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Trainer Bio').count()).toBe(0);
    await page.getByLabel('Bio', { exact: true }).fill('Weekend hiker with a patient old hound.');
    await page.getByRole('switch', { name: 'Professional Dog Trainer' }).click();
    await page
      .getByLabel('Trainer Bio')
      .fill('Certified trainer: loose-leash walking and scent games.');
    await screenshot(page, 'profile-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect.poll(visible(page, 'Your profile has been successfully updated.')).toBe(true);
    await expect.poll(visible(page, 'Professional Dog Trainer')).toBe(true);
    expect(
      await page.getByText('Certified trainer: loose-leash walking and scent games.').isVisible(),
    ).toBe(true);
    await page.reload();
    await expect.poll(visible(page, 'Weekend hiker with a patient old hound.')).toBe(true);
    await page.context().close();
  });

  it('uploads a dog photo, and the new photo shows after a reload', async () => {
    const user = await registerThroughApi(server.url);
    await addDogThroughApi(server.url, user.token, {
      name: 'Clover',
      breed: 'Dachshund',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const photo = join(mkdtempSync(join(tmpdir(), 'packmeet-photo-')), 'clover.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8773a' } })
      .jpeg()
      .toFile(photo);

    const page = await newPage();
    // What the browser went through, told only if the photo never shows.
    const journey: string[] = [];
    page.on('framenavigated', (frame) => journey.push(`went to ${frame.url()}`));
    page.on('requestfailed', (request) =>
      journey.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
    );
    await signInWithToken(page, server.url, user.token);
    await page.goto(`${server.url}/my-dogs`);
    await page.getByRole('button', { name: 'Edit Clover' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Clover' });
    expect(await edit.getByRole('button', { name: 'Upload Photo' }).isVisible()).toBe(true);
    await edit.locator('input[type=file]').setInputFiles(photo);
    await expect
      .poll(() => edit.getByAltText('Current photo').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await edit.getByRole('button', { name: 'Change Photo' }).isVisible()).toBe(true);
    await edit.getByRole('button', { name: 'Update Dog' }).click();
    await expect.poll(visible(page, 'Dog updated successfully!')).toBe(true);

    await page.reload();
    const image = page.locator('img[src^="/objects/photos/"]').first();
    // On failure, say which side lost the photo: the saved dog, or the page (and where it went).
    const saved = async () =>
      JSON.stringify(
        await (
          await fetch(`${server.url}/api/dogs`, {
            headers: { authorization: `Bearer ${user.token}` },
          })
        ).json(),
      );
    await expect
      .poll(() => image.count(), { timeout: 20_000, message: `the saved dogs: ${await saved()}` })
      .toBe(1)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nThe browser: ${journey.join('\n')}`, { cause: error });
      });
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 20_000,
      })
      .toBe(640);
    await screenshot(page, 'my-dogs-with-photo');
    await page.context().close();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(visible(page, '404 Page Not Found')).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
    await screenshot(page, 'not-found');
    await page.context().close();
  });
});
