import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const STREET = '2100 Barton Springs Rd';
const PLACE = 'Zilker Park Off-Leash Area';

describe('meetups as visitors and members see them', () => {
  let app: TestApp;
  let meetup: { id: string; slug: string };
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    app = await startTestApp();
    const organizer = await registerUser(app.http, { firstName: 'Marcus' });
    const group = await createGroup(app.http, organizer.token, { name: 'Barton Creek Pack' });
    meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    member = await registerUser(app.http, { firstName: 'Ivy' });
    const dog = await addDog(app.http, member.token, { name: 'Mochi' });
    await joinGroup(app.http, member.token, group.id);
    await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going', dogIds: [dog.id] },
      member.token,
    );
  });
  afterAll(() => app.close());

  it('shows visitors only the general area: no street, no place name, no coordinates, anywhere', async () => {
    for (const path of [
      `/api/meetups/${meetup.id}`,
      `/api/meetups/by-slug/${meetup.slug}`,
      `/api/meetups/${meetup.id}/attendees`,
    ]) {
      const response = await app.http.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text).not.toContain(STREET);
      expect(response.text).not.toContain(PLACE);
      expect(response.text).not.toContain('30.2669');
      expect(response.text).not.toContain('-97.7729');
    }
    const visitor = (await app.http.get(`/api/meetups/by-slug/${meetup.slug}`)).body;
    expect(visitor).toMatchObject({
      location: 'Austin, TX 78746, USA',
      locationDisplay: null,
      latitude: null,
      longitude: null,
      locationIsExact: false,
      groupName: 'Barton Creek Pack',
      organizer: 'Marcus L.',
      currentAttendees: 1,
    });
  });

  it('shows signed-in people the exact place', async () => {
    const anyone = await registerUser(app.http);
    const body = (await app.http.get(`/api/meetups/${meetup.id}`, anyone.token)).body;
    expect(body).toMatchObject({
      location: `${STREET}, Austin, TX 78746, USA`,
      locationDisplay: PLACE,
      latitude: 30.2669,
      longitude: -97.7729,
      locationIsExact: true,
    });
  });

  it("lists who's going with their dogs; visitors see first names only", async () => {
    const visitor = (await app.http.get(`/api/meetups/${meetup.id}/attendees`)).body;
    expect(visitor).toEqual([
      {
        user: { id: expect.any(String), firstName: 'Ivy', profilePicture: null },
        dogs: [
          {
            id: expect.any(String),
            name: 'Mochi',
            breed: 'Golden Retriever',
            profilePicture: null,
            sizeClass: null,
            needsSpace: false,
          },
        ],
        rsvpStatus: 'going',
        arrivalSlot: null,
        waitlistPosition: null,
        order: expect.any(Number),
      },
    ]);
    const signedIn = (await app.http.get(`/api/meetups/${meetup.id}/attendees`, member.token)).body;
    expect(signedIn[0].user.username).toBe(member.username);
  });

  it('lists a group’s meetups and the caller’s upcoming ones', async () => {
    const mine = (await app.http.get('/api/meetups/upcoming', member.token)).body;
    expect(mine.map((item: { id: string }) => item.id)).toContain(meetup.id);
    const group = mine.find((item: { id: string }) => item.id === meetup.id).groupId;
    const ofGroup = (await app.http.get(`/api/meetups?groupId=${group}`, member.token)).body;
    expect(ofGroup.map((item: { id: string }) => item.id)).toEqual([meetup.id]);
    expect((await app.http.get('/api/meetups/upcoming')).status).toBe(401);
  });

  it('answers 404 for unknown meetups', async () => {
    const response = await app.http.get('/api/meetups/by-slug/no-such-event');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Meetup not found');
  });
});
