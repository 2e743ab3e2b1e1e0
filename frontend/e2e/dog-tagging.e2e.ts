/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { createGroup, joinGroup } from '../../backend/test/support/groups.js';
import { jpegWithGps } from '../../backend/test/support/images.js';
import { scheduleMeetup } from '../../backend/test/support/meetups.js';
import { putFile, requestUpload } from '../../backend/test/support/objects.js';
import { addDogThroughApi, registerThroughApi } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { hasChromium, screenshot } from './support/browser.js';
import { serverAndBrowser } from './support/suite.js';

/** Generous waits: other test files share this machine's two cores. */
const eventually = <T>(check: () => Promise<T> | T) =>
  expect.poll(check, { timeout: 30_000, interval: 100 });

const HOUR = 60 * 60_000;
const SWITCH = 'Let others tag my dogs in meetup photos';

/**
 * An owner turns tagging of their dogs off from the My Dogs page (docs/api.md, "Photo albums"),
 * and the server then refuses another attendee's tag of their dog; turned on again, it takes it.
 */
describe.skipIf(!hasChromium)('turning dog tagging off from My Dogs in a real browser', () => {
  // On a clock the test moves: the meetup starts without the test waiting for it.
  const suite = serverAndBrowser({ clock: { offsetMs: 0 } });

  it('the switch on My Dogs says the choice, changes it on the server, and keeps it after a reload', async () => {
    const organizer = await registerThroughApi(suite.server.url, { firstName: 'Maya' });
    const group = await createGroup(suite.http, organizer.token, { name: 'Tagging Walkers' });
    const startsAt = Math.ceil((suite.server.clock!.now() + 20 * 60_000) / 60_000) * 60_000;
    const meetup = await scheduleMeetup(suite.http, organizer.token, group.id, {
      title: `Tagging walk ${Date.now()}`,
      date: new Date(startsAt).toISOString(),
      endTime: new Date(startsAt + HOUR).toISOString(),
    });
    const going = async (firstName: string, dogName: string) => {
      const user = await registerThroughApi(suite.server.url, { firstName });
      await joinGroup(suite.http, user.token, group.id);
      const dog = await addDogThroughApi(suite.server.url, user.token, { name: dogName });
      const rsvp = await suite.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { dogIds: [dog.id] },
        user.token,
      );
      expect(rsvp.status, rsvp.text).toBe(200);
      return { user, dog };
    };
    const ann = await going('Ann', 'Pepper');
    const bob = await going('Bob', 'Rufus');
    await suite.server.clock!.set(startsAt + 30 * 60_000);
    const { uploadURL } = await requestUpload(suite.http, bob.user.token);
    expect((await putFile(suite.http, uploadURL, await jpegWithGps())).status).toBe(200);
    const added = await suite.http.post(
      `/api/meetups/${meetup.id}/photos`,
      { objectURL: uploadURL },
      bob.user.token,
    );
    expect(added.status, added.text).toBe(201);
    const photoId = added.body.photos[0].id as string;
    const bobTagsPepper = () =>
      suite.http.post(
        `/api/meetups/${meetup.id}/photos/${photoId}/tags`,
        { dogId: ann.dog.id },
        bob.user.token,
      );

    const page = await suite.signedInPage(ann.user, { bypassCSP: true });
    await page.goto(`${suite.server.url}/my-dogs`);
    const toggle = page.getByRole('switch', { name: SWITCH });
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await eventually(() => page.getByText('Tagging of your dogs is off').count()).toBe(1);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'my-dogs-tagging-off');

    const refused = await bobTagsPepper();
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.code).toBe('PHOTOS.TAGGING_OFF');

    // The page reads the choice from the server.
    await page.reload();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);

    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    const tagged = await bobTagsPepper();
    expect(tagged.status, tagged.text).toBeLessThan(300);
  });
});
