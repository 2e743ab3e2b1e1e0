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
  let app: TestApp | undefined;

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
    const organizer = await registerUser(app.http, { city: 'Boise', state: 'ID' });
    const group = await createGroup(app.http, organizer.token, { city: 'Boise', state: 'ID' });
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      maxAttendees: 5,
      location: 'Ann Morrison Park, Boise, ID',
    });
    const going = await Promise.all(Array.from({ length: 5 }, () => registerUser(app!.http)));
    const late = await registerUser(app.http);
    await rsvpAtOnce(app.http, meetup.id, going);
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
});
