/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAsNpmStart, type ServerProcess } from '../../backend/test/support/server-process.js';
import { startTestSmtp, type TestSmtp } from '../../backend/test/support/smtp.js';
import { choose, pickCity } from './support/accounts.js';
import { hasChromium, launchBrowser, screenshot } from './support/browser.js';
import {
  dateInputInDays,
  markPage,
  pageKeptItsState,
  recordLiveTraffic,
} from './support/meetups.js';

/*
 * A new person's first hour, on a server started as the README's `npm start`
 * starts it: only PORT and DATA_DIR set, an empty data directory. Everything
 * happens in the browser, as people do it; nothing is made through the API.
 * The same flow runs again with email on, where sign-up's verification link
 * is opened from the email that arrived.
 */

/** Other test files share the machine's two cores: wait as a person would, generously. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 20_000, interval: 100 });

const visible = (page: Page, text: string) => () =>
  page.getByText(text, { exact: false }).first().isVisible();

interface Person {
  firstName: string;
  email: string;
  password: string;
  dog: string;
}

const MEETUP = 'Sunday Sniff Walk';
const GROUP = 'South Austin Sniffers';

const modes = [
  { name: 'email off (nothing configured)', emailOn: false },
  { name: 'email on (SMTP_URL set)', emailOn: true },
] as const;

describe.skipIf(!hasChromium)(
  "a new person's first hour, with the server as npm start runs it",
  () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    describe.each(modes)('$name', ({ emailOn }) => {
      let smtp: TestSmtp | undefined;
      let server: ServerProcess;

      beforeAll(async () => {
        smtp = emailOn ? await startTestSmtp() : undefined;
        server = await startAsNpmStart(
          smtp
            ? { email: { SMTP_URL: smtp.url, MAIL_FROM: 'PackMeet <hello@packmeet.test>' } }
            : {},
        );
      });
      afterAll(async () => {
        await server?.stop();
        await smtp?.close();
      });

      it.runIf(process.platform === 'linux')(
        'runs with nothing in its environment but what the README names',
        () => {
          // Read from the running process itself: no test-only setting can have leaked in.
          const names = readFileSync(`/proc/${server.process.pid}/environ`, 'utf8')
            .split('\0')
            .filter(Boolean)
            .map((entry) => entry.slice(0, entry.indexOf('=')));
          expect(names.sort()).toEqual(
            emailOn ? ['DATA_DIR', 'MAIL_FROM', 'PORT', 'SMTP_URL'] : ['DATA_DIR', 'PORT'],
          );
        },
      );

      const newPage = async () =>
        (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

      const person = (firstName: string, dog: string): Person => {
        const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
        return {
          firstName,
          email: `${firstName.toLowerCase()}.${unique}@example.com`,
          password: `${dog.toLowerCase()} walks at dawn`,
          dog,
        };
      };

      /** From the landing page through sign-up and dog setup to the dashboard. */
      const signUpWithDog = async (page: Page, who: Person) => {
        await page.goto(server.url);
        await page.getByRole('link', { name: 'Get Started Free' }).first().click();
        await page.waitForURL('**/register');
        await page.getByLabel('First Name').fill(who.firstName);
        await page.getByLabel('Last Name').fill('Okafor');
        await page.getByLabel('Username').fill(who.email.split('@')[0]!.replace('.', '_'));
        await page.getByLabel('Email').fill(who.email);
        await page.getByLabel('Password').fill(who.password);
        await pickCity(page, 'Austin', 'Austin, TX');
        await page.getByRole('button', { name: 'Create Account' }).click();

        await page.waitForURL('**/dog-setup');
        await page.getByLabel('Dog Name').first().fill(who.dog);
        await choose(page, 'Breed', 'Beagle');
        await choose(page, 'Age', 'Young (1-2 years)');
        await choose(page, 'Training Level', 'Basic Obedience');
        await page.getByRole('button', { name: 'Complete Setup' }).click();
        await page.waitForURL('**/dashboard');
        await eventually(visible(page, 'Your dog profiles have been created.')).toBe(true);
        await eventually(visible(page, `Welcome back, ${who.firstName}!`)).toBe(true);
      };

      const shortcut = (page: Page, name: string) =>
        page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name });

      it('signs up, sets up a dog, starts a group and a meetup; a neighbour joins and RSVPs, and the organizer sees it live', async () => {
        const maya = person('Maya', 'Bramble');
        const organizer = await newPage();
        const traffic = recordLiveTraffic(organizer);
        await signUpWithDog(organizer, maya);

        // Only with email on is there an address to verify, and the banner says so up front.
        const banner = organizer.getByRole('region', { name: 'Verify your email' });
        if (smtp) {
          await eventually(() =>
            banner.getByRole('button', { name: 'Send the link again' }).isVisible(),
          ).toBe(true);
          // The link in the email that arrived, opened in the same browser.
          const link = await smtp.linkFor(maya.email, 'verify-email', 30_000);
          expect(link.origin).toBe(server.url);
          await organizer.goto(link.href);
          await eventually(() => organizer.getByRole('status').textContent()).toBe(
            'Your email is verified. Thank you!',
          );
          await organizer.getByRole('link', { name: 'Go to your dashboard' }).click();
          await organizer.waitForURL('**/dashboard');
          await eventually(visible(organizer, `Welcome back, ${maya.firstName}!`)).toBe(true);
        }
        expect(await banner.count()).toBe(0);
        // What the operator read at boot matches: email off, so no address is verified.
        if (!smtp) expect(server.output()).toContain('email is off');
        await screenshot(organizer, `first-hour-dashboard-${emailOn ? 'email-on' : 'email-off'}`);

        // Start a group from the dashboard.
        await shortcut(organizer, 'Create Group').click();
        await organizer.waitForURL('**/create-group');
        await organizer.getByLabel(/^Group Name/).fill(GROUP);
        await organizer
          .getByLabel(/^Description/)
          .fill('Slow sniff walks with plenty of space between dogs, every Sunday morning.');
        await pickCity(organizer, 'Austin', 'Austin, TX');
        await organizer.getByRole('button', { name: 'Create Group' }).click();
        await organizer.waitForURL('**/find-groups');
        await eventually(visible(organizer, 'Your group has been created successfully')).toBe(true);

        // Schedule its first meetup on the group's page.
        await organizer
          .getByRole('link', { name: new RegExp(GROUP) })
          .first()
          .click();
        await organizer.waitForURL('**/groups/*');
        await eventually(visible(organizer, 'No upcoming meetups')).toBe(true);
        await organizer.getByRole('button', { name: 'Schedule Meetup' }).click();
        const dialog = organizer.getByRole('dialog', { name: 'Schedule Meetup' });
        await eventually(() => dialog.isVisible()).toBe(true);
        await dialog.getByLabel(/^Title/).fill(MEETUP);
        await dialog
          .getByLabel(/^Description/)
          .fill('A slow, leashed loop along the creek. Water provided.');
        await dialog.getByLabel(/^Date/).fill(dateInputInDays(3));
        await dialog.getByLabel(/^Time/).fill('09:30');
        await dialog
          .getByRole('combobox', { name: /^Location/ })
          .fill('2100 Barton Springs Rd, Austin, TX 78746');
        await choose(organizer, 'Maximum attendees', '10');
        await dialog.getByRole('button', { name: 'Schedule Meetup' }).click();
        await eventually(visible(organizer, 'Meetup scheduled!')).toBe(true);
        const item = organizer.getByRole('article').filter({ hasText: MEETUP });
        await eventually(() => item.getByText('0 of 10 going').isVisible()).toBe(true);

        // The organizer's page is watching the meetup's attendance before anyone answers.
        const eventHref = await item.getByRole('link', { name: 'View event' }).getAttribute('href');
        const meetupId = await organizer.evaluate(async (href) => {
          const slug = href!.split('/').at(-1)!;
          const response = await fetch(`/api/meetups/by-slug/${slug}`, {
            headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
          });
          return ((await response.json()) as { id: string }).id;
        }, eventHref);
        await eventually(() => traffic.isWatching(meetupId)).toBe(true);
        await markPage(organizer);

        // A neighbour signs up in another browser, finds the group, joins and says Going.
        const sam = person('Sam', 'Juniper');
        const neighbour = await newPage();
        await signUpWithDog(neighbour, sam);
        await shortcut(neighbour, 'Find Groups').click();
        await neighbour.waitForURL('**/find-groups');
        const card = neighbour.getByRole('article').filter({ hasText: GROUP });
        await eventually(() => card.isVisible()).toBe(true);
        await card.getByRole('button', { name: 'Join Group' }).click();
        await eventually(visible(neighbour, "You've successfully joined the group!")).toBe(true);
        await card
          .getByRole('link', { name: new RegExp(GROUP) })
          .first()
          .click();
        await neighbour.waitForURL('**/groups/*');
        const going = neighbour
          .getByRole('group', { name: `RSVP for ${MEETUP}` })
          .getByRole('button', { name: 'Going', exact: true });
        await eventually(() => going.isEnabled()).toBe(true);
        await eventually(() => neighbour.getByRole('checkbox', { name: sam.dog }).isChecked()).toBe(
          true,
        );
        await going.click();
        await eventually(visible(neighbour, `You're going with ${sam.dog}.`)).toBe(true);

        // The organizer's page follows without a reload.
        await eventually(() => item.getByText('1 of 10 going').isVisible()).toBe(true);
        expect(await pageKeptItsState(organizer)).toBe(true);
        expect(traffic.attendancePushes(meetupId)).toBeGreaterThanOrEqual(1);
        await screenshot(organizer, `first-hour-live-${emailOn ? 'email-on' : 'email-off'}`);
        await neighbour.context().close();

        // Sign out, and back in with the password chosen at sign-up.
        await organizer.getByRole('button', { name: 'Sign Out' }).first().click();
        await organizer.waitForURL('**/login');
        expect(await organizer.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await organizer.getByLabel('Email').fill(maya.email);
        await organizer.getByLabel('Password').fill(maya.password);
        await organizer.getByRole('button', { name: 'Sign In' }).click();
        await organizer.waitForURL('**/dashboard');
        await eventually(visible(organizer, `Welcome back, ${maya.firstName}!`)).toBe(true);
        await eventually(visible(organizer, MEETUP)).toBe(true);
        await organizer.context().close();
      });
    });
  },
);
