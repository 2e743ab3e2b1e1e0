import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, userIdOf } from '../../test/support/groups.js';
import { rsvpAtOnce, scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { WaitlistDemandReaction } from './reactions/waitlist-demand.reaction.js';

/*
 * The demand a waitlisted RSVP shows is recorded by a reaction to
 * RsvpWaitlisted, not by the RSVP route: once per event, however often the
 * log is followed again (a restart starts the reaction over from its stored
 * checkpoint, which the embedded mode keeps in memory: from the start).
 */
describe('waitlist demand reaction', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-waitlist-demand-'));
  const sharedDir = mkdtempSync(join(tmpdir(), 'packmeet-waitlist-demand-shared-'));
  let app: TestApp | undefined;
  const apps: TestApp[] = [];

  afterAll(async () => {
    await app?.close();
    for (const each of apps) await each.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sharedDir, { recursive: true, force: true });
  });

  /** A public meetup of five places, full: the next owner to answer is waitlisted. */
  async function fullMeetup(running: TestApp, city: string, location: string) {
    const organizer = await registerUser(running.http, { city, state: 'ID' });
    const group = await createGroup(running.http, organizer.token, { city, state: 'ID' });
    const meetup = await scheduleMeetup(running.http, organizer.token, group.id, {
      maxAttendees: 5,
      location,
    });
    const going = await Promise.all(Array.from({ length: 5 }, () => registerUser(running.http)));
    await rsvpAtOnce(running.http, meetup.id, going);
    return meetup;
  }

  async function signalsOf(running: TestApp, userId: string) {
    const events = [];
    for await (const event of running.engines.eventStore.readStream(`demand-${userId}`)) {
      events.push({
        type: event.type,
        causationId: event.metadata.causationId,
        ...(event.data as object),
      });
    }
    return events;
  }

  /** Waits until the reaction has followed the log to its head. */
  async function reactionCaughtUp(running: TestApp) {
    const head = await running.engines.eventStore.headPosition();
    const reaction = running.app.get(WaitlistDemandReaction);
    await expect.poll(() => reaction.position >= head).toBe(true);
  }

  it('records a waitlisted RSVP once, and not again when the log is followed again', async () => {
    app = await startTestApp({ dataDir });
    const meetup = await fullMeetup(app, 'Boise', 'Ann Morrison Park, Boise, ID');
    const late = await registerUser(app.http);
    const answer = await app.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, late.token);
    expect(answer.body.rsvp.status).toBe('waitlisted');
    // Answering again while still queued is no new demand either.
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, late.token);
    const lateId = await userIdOf(app.http, late.token);

    await expect.poll(async () => (await signalsOf(app!, lateId)).length).toBe(1);
    await reactionCaughtUp(app);
    const recorded = await signalsOf(app, lateId);
    const waitlisted = [];
    for await (const event of app.engines.eventStore.readStream(`meetup-${meetup.id}`)) {
      if (event.type === 'RsvpWaitlisted') waitlisted.push(event.eventId);
    }
    // Caused by the one RsvpWaitlisted (the second answer, still queued, appended none).
    expect(recorded.map((signal) => signal.causationId)).toEqual(waitlisted);
    expect(recorded).toEqual([
      expect.objectContaining({
        type: 'DemandSignalled',
        city: meetup.city,
        state: meetup.state,
        reason: 'waitlist-full',
      }),
    ]);

    // A restart on the same data follows the log again from the start.
    await app.stop();
    app = await startTestApp({ dataDir });
    await reactionCaughtUp(app);
    expect(await signalsOf(app, lateId)).toEqual(recorded);
  });

  it('records it once when two API processes follow the same log', async () => {
    apps.push(await startTestApp({ dataDir: sharedDir }));
    apps.push(await startTestApp({ dataDir: sharedDir }));
    const [one, two] = apps as [TestApp, TestApp];
    const meetup = await fullMeetup(one, 'Nampa', 'Lakeview Park, Nampa, ID');
    const late = await registerUser(one.http);
    const answer = await one.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, late.token);
    expect(answer.body.rsvp.status).toBe('waitlisted');
    const lateId = await userIdOf(one.http, late.token);

    // Both processes react to the same RsvpWaitlisted; the demand decider lets one append.
    await reactionCaughtUp(one);
    await reactionCaughtUp(two);
    expect(await signalsOf(one, lateId)).toEqual([
      expect.objectContaining({
        type: 'DemandSignalled',
        city: meetup.city,
        reason: 'waitlist-full',
      }),
    ]);
  });
});
