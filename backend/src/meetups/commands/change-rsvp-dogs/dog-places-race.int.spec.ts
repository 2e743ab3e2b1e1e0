import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { aDog } from '../../../../test/support/dogs.js';
import { createGroup } from '../../../../test/support/groups.js';
import { arrivalOrder, rsvpAtOnce, scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const SIZES = ['small', 'medium', 'large'] as const;

interface Owner {
  token: string;
  id: string;
  dogs: { id: string; sizeClass: string }[];
}

describe('RSVPs with dogs at the same moment: the dog limit and the size mix hold exactly', () => {
  let app: TestApp;
  let owners: Owner[];
  let organizer: { token: string };
  let groupId: string;

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http);
    groupId = (await createGroup(app.http, organizer.token)).id;
    // 200 owners with 1 to 3 dogs each, of sizes in a fixed pseudo-random mix.
    owners = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const owner = await registerUser(app.http);
        const count = 1 + ((index * 7) % 3);
        const dogs = Array.from({ length: count }, (_, dog) =>
          aDog({ name: `Dog ${index}-${dog}`, sizeClass: SIZES[(index * 5 + dog * 3) % 3] }),
        );
        const added = await app.http.post('/api/dogs/bulk', { dogs }, owner.token);
        expect(added.status, added.text).toBe(201);
        const id = (await app.http.get('/api/profile', owner.token)).body.id;
        return { token: owner.token, id, dogs: added.body };
      }),
    );
  }, 120_000);
  afterAll(() => app.close());

  it('seats 20 dog places with at most 5 large dogs, the rest waiting in arrival order; five times', async () => {
    for (let round = 0; round < 5; round++) {
      const meetup = await scheduleMeetup(app.http, organizer.token, groupId, {
        maxAttendees: 100,
        dogLimit: 20,
        sizeLimits: { large: 5 },
      });
      await rsvpAtOnce(app.http, meetup.id, owners, (index) => ({
        dogIds: owners[index]!.dogs.map((dog) => dog.id),
      }));

      // Decided one at a time in the order the stream recorded them, the same rules give this:
      const arrival = await arrivalOrder(app.engines.eventStore, meetup.id);
      expect(new Set(arrival).size).toBe(200);
      const byId = new Map(owners.map((owner) => [owner.id, owner]));
      let dogs = 0;
      let large = 0;
      const expectedGoing: string[] = [];
      const expectedWaiting: string[] = [];
      for (const userId of arrival) {
        const pack = byId.get(userId)!.dogs;
        const bigOnes = pack.filter((dog) => dog.sizeClass === 'large').length;
        if (dogs + pack.length <= 20 && large + bigOnes <= 5) {
          dogs += pack.length;
          large += bigOnes;
          expectedGoing.push(userId);
        } else expectedWaiting.push(userId);
      }

      // The list pages (50 a page): every page.
      const attendees = await app.http.all<{
        user: { id: string };
        rsvpStatus: string;
        dogs: { sizeClass: string }[];
      }>(`/api/meetups/${meetup.id}/attendees`, organizer.token);
      const going = attendees.filter((entry) => entry.rsvpStatus === 'going');
      const waiting = attendees.filter((entry) => entry.rsvpStatus === 'waitlisted');
      expect(going.map((entry) => entry.user.id).sort()).toEqual([...expectedGoing].sort());
      expect(waiting.map((entry) => entry.user.id)).toEqual(expectedWaiting);
      const dogsGoing = going.flatMap((entry) => entry.dogs);
      expect(dogsGoing.length).toBeLessThanOrEqual(20);
      expect(dogsGoing.filter((dog) => dog.sizeClass === 'large').length).toBeLessThanOrEqual(5);
      const shown = (await app.http.get(`/api/meetups/${meetup.id}`, organizer.token)).body;
      expect(shown).toMatchObject({
        dogsGoing: dogsGoing.length,
        dogPlacesLeft: 20 - dogsGoing.length,
        sizePlacesLeft: { large: 5 - large },
        attendance: { going: expectedGoing.length, waitlisted: expectedWaiting.length },
      });
    }
  }, 300_000);
});
