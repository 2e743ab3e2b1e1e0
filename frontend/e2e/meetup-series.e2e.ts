/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createGroup } from '../../backend/test/support/groups.js';
import { HttpClient } from '../../backend/test/support/http-client.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { nextWeekday } from '../../backend/test/support/series.js';
import { startServer, type ServerProcess } from '../../backend/test/support/server-process.js';
import { addDogThroughApi, registerThroughApi, signInWithToken } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';

/** Generous waits: other test files share the machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

describe.skipIf(!hasChromium)('recurring meetups in a real browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer();
    http = new HttpClient(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Escape in the location suggestions closes them, not the dialog; closing with unsaved input asks first', async () => {
    const organizer = await registerThroughApi(server.url, { city: 'Austin', state: 'TX' });
    await addDogThroughApi(server.url, organizer.token, { name: 'Pip', breed: 'Beagle' });
    const group = await createGroup(http, organizer.token, { name: 'Escape Key Walkers' });
    // A place the group's city has met at, so the venue field has a suggestion to offer.
    await scheduleMeetup(http, organizer.token, group.id);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithToken(page, server.url, organizer.token);
    await page.goto(`${server.url}/groups/${group.id}`);

    await page.getByRole('button', { name: 'Schedule a series' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Recurring Meetup' });
    await dialog.getByLabel(/^Title/).fill('Evening Sniff');
    const location = dialog.getByRole('combobox', { name: /^Location/ });
    await location.click();
    await location.pressSequentially('Zil');
    const suggestion = page.getByRole('option', { name: /Zilker Park Off-Leash Area/ });
    await eventually(() => suggestion.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await eventually(() => location.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe('Evening Sniff');
    expect(await location.inputValue()).toBe('Zil');

    // Escape again would close the dialog: with something typed, it asks first.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await eventually(() => ask.isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Keep Editing' }).click();
    await eventually(() => ask.isVisible()).toBe(false);
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe('Evening Sniff');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('an organizer creates a weekly series from the group page and sees the next occurrences; changes this and all following; ends it', async () => {
    const organizer = await registerThroughApi(server.url, {
      firstName: 'Maya',
      city: 'Austin',
      state: 'TX',
    });
    await addDogThroughApi(server.url, organizer.token, {
      name: 'Bramble',
      breed: 'Beagle',
      age: 'adult',
      trainingLevel: 'basic',
    });
    const group = await createGroup(http, organizer.token, { name: 'Zilker Morning Walkers' });
    // bypassCSP: axe is injected as a script, which the app's CSP (rightly) refuses.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signInWithToken(page, server.url, organizer.token);
    await page.goto(`${server.url}/groups/${group.id}`);
    await eventually(visible(page, 'No recurring meetups')).toBe(true);

    await page.getByRole('button', { name: 'Schedule a series' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Recurring Meetup' });
    await eventually(() => dialog.isVisible()).toBe(true);
    const saturday = nextWeekday(6, 3);
    await dialog.getByLabel(/^Title/).fill('Saturday Sniff & Stroll');
    await dialog.getByLabel(/^Description/).fill('A calm weekly loop, leashes on.');
    await dialog.getByLabel(/^Location/).fill('2100 Barton Springs Rd, Austin, TX 78746, USA');
    await dialog.getByLabel(/^First date/).fill(saturday);
    await dialog.getByLabel(/^Time/).fill('09:00');
    await screenshot(page, 'series-schedule-form');
    await dialog.getByRole('button', { name: 'Schedule Series' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);

    await eventually(visible(page, 'Every Saturday at 9:00 AM')).toBe(true);
    const next = page.getByRole('list', { name: 'Next Saturday Sniff & Stroll meetups' });
    await eventually(() => next.getByRole('link').count()).toBe(5);
    const first = await next.getByRole('link').first().textContent();
    expect(first).toMatch(/^Sat, \w{3} \d{1,2}, 9:00 AM/);
    // The occurrences are the group's meetups too.
    await eventually(() =>
      page.getByRole('article').filter({ hasText: 'Saturday Sniff & Stroll' }).count(),
    ).toBeGreaterThanOrEqual(5);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'series-group-page');

    // Each occurrence has its own event page, which names its series.
    await next.getByRole('link').first().click();
    await eventually(() => page.url()).toContain(`/event/saturday-sniff-stroll-${saturday}`);
    await eventually(visible(page, 'Part of a series')).toBe(true);
    await eventually(visible(page, 'Every Saturday at 9:00 AM')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // This and all following: the series now reads at the new time.
    await page.getByRole('button', { name: 'Change this and all following' }).click();
    const change = page.getByRole('dialog', { name: 'Change This and All Following' });
    await eventually(() => change.isVisible()).toBe(true);
    await change.getByLabel(/^Time/).fill('08:30');
    await change.getByRole('button', { name: 'Change From This One On' }).click();
    await eventually(() => change.isVisible()).toBe(false);
    await eventually(visible(page, 'Every Saturday at 8:30 AM')).toBe(true);
    await screenshot(page, 'series-event-page');

    // Ending it cancels this upcoming occurrence too.
    await page.getByRole('button', { name: 'End series' }).click();
    await page.getByRole('button', { name: 'End Series' }).click();
    await eventually(visible(page, 'Every Saturday at 8:30 AM (ended)')).toBe(true);
    await eventually(visible(page, 'This meetup was cancelled.')).toBe(true);
    await eventually(visible(page, 'The series has ended.')).toBe(true);
    await context.close();
  });
});
