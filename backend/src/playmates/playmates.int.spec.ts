import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../shared/clock.port.js';
import { registerUser } from '../../test/support/accounts.js';
import { addDog } from '../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/** Playmates over HTTP: marks after a meetup, links, where they show, and what ends them. */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('playmates', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const later = (ms: number) =>
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(() => new Date(Date.now() + ms));

  /** A meetup starting now, Ann (Pepper) and Ben (Juno) checked in, Cat (Rex) going but absent. */
  async function aMeetupThatHappened() {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const start = new Date(Date.now() + 60_000);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    const owner = async (dogName: string, checkIn: boolean) => {
      const user = await registerUser(app.http);
      await joinGroup(app.http, user.token, group.id);
      const dog = await addDog(app.http, user.token, { name: dogName });
      const rsvp = await app.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { dogIds: [dog.id] },
        user.token,
      );
      expect(rsvp.status, rsvp.text).toBe(200);
      const id = await userIdOf(app.http, user.token);
      if (checkIn) {
        const response = await app.http.post(
          `/api/meetups/${meetup.id}/check-in`,
          { userId: id },
          organizer.token,
        );
        expect(response.status, response.text).toBe(200);
      }
      return { ...user, id, dog: dog as { id: string; name: string } };
    };
    const ann = await owner('Pepper', true);
    const ben = await owner('Juno', true);
    const cat = await owner('Rex', false);
    return { organizer, group, meetup, ann, ben, cat };
  }

  type Owner = Awaited<ReturnType<typeof aMeetupThatHappened>>['ann'];
  const mark = (meetupId: string, who: Owner, other: Owner) =>
    app.http.post(
      `/api/meetups/${meetupId}/played-well`,
      { dogId: who.dog.id, otherDogId: other.dog.id },
      who.token,
    );
  const playmatesOf = async (who: Owner, dogId = who.dog.id) => {
    const response = await app.http.get(`/api/dogs/${dogId}/playmates`, who.token);
    return response.status === 200 ? response.body.playmates : response.status;
  };

  async function linked() {
    const world = await aMeetupThatHappened();
    later(2 * HOUR);
    expect((await mark(world.meetup.id, world.ann, world.ben)).status).toBe(200);
    expect((await mark(world.meetup.id, world.ben, world.ann)).status).toBe(200);
    expect(await playmatesOf(world.ann)).toEqual([{ id: world.ben.dog.id, name: 'Juno' }]);
    return world;
  }

  it('links two dogs when both owners mark each other’s, visible to those two owners only', async () => {
    const { meetup, ann, ben, cat, group, organizer } = await aMeetupThatHappened();
    const tooSoon = await mark(meetup.id, ann, ben);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('PLAYMATES.NOT_ENDED');
    later(2 * HOUR);

    const offered = await app.http.get(`/api/meetups/${meetup.id}/played-well`, ann.token);
    expect(offered.body).toMatchObject({
      open: true,
      dogs: [{ id: ann.dog.id, name: 'Pepper', others: [{ id: ben.dog.id, marked: false }] }],
    });
    const first = await mark(meetup.id, ann, ben);
    expect(first.status, first.text).toBe(200);
    expect(first.body.dogs[0].others).toEqual([{ id: ben.dog.id, name: 'Juno', marked: true }]);
    // One mark is private and makes nothing yet.
    expect(await playmatesOf(ann)).toEqual([]);
    const bensView = await app.http.get(`/api/meetups/${meetup.id}/played-well`, ben.token);
    expect(bensView.body.dogs[0].others).toEqual([
      { id: ann.dog.id, name: 'Pepper', marked: false },
    ]);

    expect((await mark(meetup.id, ben, ann)).status).toBe(200);
    expect(await playmatesOf(ann)).toEqual([{ id: ben.dog.id, name: 'Juno' }]);
    expect(await playmatesOf(ben)).toEqual([{ id: ann.dog.id, name: 'Pepper' }]);
    expect(await playmatesOf(cat, ann.dog.id)).toBe(404);

    // A dog that did not come can neither mark nor be marked.
    expect((await mark(meetup.id, cat, ann)).body.code).toBe('PLAYMATES.ATTENDEES_ONLY');
    expect((await mark(meetup.id, ann, cat)).body.code).toBe('PLAYMATES.UNKNOWN_DOG');

    // A new meetup: Ben takes Juno; Ann reads "1 of Pepper's playmates is going", nobody else.
    const nextMeetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    await app.http.post(`/api/meetups/${nextMeetup.id}/rsvp`, { dogIds: [ben.dog.id] }, ben.token);
    const going = await app.http.get(`/api/meetups/${nextMeetup.id}/playmates-going`, ann.token);
    expect(going.body.dogs).toEqual([
      { id: ann.dog.id, name: 'Pepper', playmates: [{ id: ben.dog.id, name: 'Juno' }] },
    ]);
    for (const other of [ben, cat]) {
      const theirs = await app.http.get(
        `/api/meetups/${nextMeetup.id}/playmates-going`,
        other.token,
      );
      expect(theirs.body.dogs).toEqual([]);
    }
    // Search narrows to meetups a playmate goes to, for the signed-in owner only.
    const search = '/api/search?city=Austin&state=TX&radius=50&type=meetups&withPlaymates=true';
    const found = await app.http.get(search, ann.token);
    expect(found.status, found.text).toBe(200);
    // Juno goes to both (the search reads the real time: the first has not ended for it).
    expect(found.body.results.map((r: { id: string }) => r.id).sort()).toEqual(
      [meetup.id, nextMeetup.id].sort(),
    );
    expect((await app.http.get(search, cat.token)).body.results).toEqual([]);
    expect((await app.http.get(search)).status).toBe(401);
    const suggested = await app.http.get('/api/playmates/meetups', ann.token);
    expect(suggested.body.meetups.map((m: { meetupId: string }) => m.meetupId)).toContain(
      nextMeetup.id,
    );

    // Either side removes it silently: gone for both.
    const removed = await app.http.delete(
      `/api/dogs/${ben.dog.id}/playmates/${ann.dog.id}`,
      ben.token,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.playmates).toEqual([]);
    expect(await playmatesOf(ann)).toEqual([]);
  });

  it('closes marks 7 days after the meetup', async () => {
    const { meetup, ann, ben } = await aMeetupThatHappened();
    later(HOUR + 7 * DAY + 60_000);
    expect((await mark(meetup.id, ann, ben)).body.code).toBe('PLAYMATES.MARKS_CLOSED');
  });

  it('ends the link on a block, and offers no blocked owner’s dog', async () => {
    const { meetup, ann, ben } = await linked();
    expect((await app.http.post(`/api/users/${ben.id}/block`, {}, ann.token)).status).toBeLessThan(
      300,
    );
    expect(await playmatesOf(ann)).toEqual([]);
    expect(await playmatesOf(ben)).toEqual([]);
    const offered = await app.http.get(`/api/meetups/${meetup.id}/played-well`, ben.token);
    expect(offered.body.dogs[0].others).toEqual([]);
  });

  it('ends the link when an owner turns playmates off for the dog, and offers it no more', async () => {
    const { meetup, ann, ben } = await linked();
    const off = await app.http.put(
      `/api/dogs/${ann.dog.id}/playmates-setting`,
      { enabled: false },
      ann.token,
    );
    expect(off.body).toEqual({ dogId: ann.dog.id, enabled: false, playmates: [] });
    expect(await playmatesOf(ben)).toEqual([]);
    const offered = await app.http.get(`/api/meetups/${meetup.id}/played-well`, ben.token);
    expect(offered.body.dogs[0].others).toEqual([]);
    expect((await mark(meetup.id, ann, ben)).body.code).toBe('PLAYMATES.TURNED_OFF');
    const notMine = await app.http.put(
      `/api/dogs/${ann.dog.id}/playmates-setting`,
      { enabled: false },
      ben.token,
    );
    expect(notMine.status).toBe(404);
  });

  it('drops a deleted account’s dogs from every playmate list', async () => {
    const { ann, ben } = await linked();
    const deleted = await app.http.request('DELETE', '/api/users/me', {
      body: { password: ben.password },
      token: ben.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await playmatesOf(ann)).toEqual([]);
  });

  it('keeps a private group’s meetup from anyone outside it', async () => {
    const { ann } = await linked();
    const stranger = await registerUser(app.http);
    const secret = await createGroup(app.http, stranger.token, { isPrivate: true });
    const hidden = await scheduleMeetup(app.http, stranger.token, secret.id, {
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    const going = await app.http.get(`/api/meetups/${hidden.id}/playmates-going`, ann.token);
    expect(going.status).toBe(404);
  });
});
