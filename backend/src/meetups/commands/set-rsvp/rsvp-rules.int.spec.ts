import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import { localDate } from '../../../contracts/local-time.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import type { EntryRulesBody } from '../../../contracts/requests/group-management.request.js';
import { changeGroupKind, createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const DAY = 24 * 3600_000;
const day = (fromNow: number) => new Date(Date.now() + fromNow * DAY).toISOString().slice(0, 10);

describe('RSVPs with dogs, checked against the group’s and the meetup’s rules', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function aGroupWithRules(rules: EntryRulesBody) {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token, { rules });
    return { organizer, group };
  }

  it('refuses a dog whose rabies vaccination expires before the meetup, and takes it once the profile is fixed', async () => {
    const { organizer, group } = await aGroupWithRules({ requiredVaccinations: ['rabies'] });
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 10 * DAY).toISOString(),
    });
    const owner = await registerUser(app.http);
    await joinGroup(app.http, owner.token, group.id);
    const biscuit = await addDog(app.http, owner.token, {
      name: 'Biscuit',
      vaccinations: [{ vaccine: 'rabies', expiresOn: day(5) }],
    });

    const refused = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going', dogIds: [biscuit.id] },
      owner.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'GROUPS.DOG_NOT_ELIGIBLE',
      message: 'Rabies vaccination for Biscuit expires before this meetup.',
    });
    expect((await app.http.get(`/api/meetups/${meetup.id}/rsvp`, owner.token)).body.status).toBe(
      null,
    );
    expect((await app.http.get(`/api/meetups/${meetup.id}/eligibility`, owner.token)).body).toEqual(
      {
        rules: { ...NO_ENTRY_RULES, requiredVaccinations: ['rabies'] },
        // The day on the place's calendar, which is not UTC's for hours of every day.
        onDate: localDate(meetup.date, meetup.timeZone),
        dogs: [
          {
            dogId: biscuit.id,
            dogName: 'Biscuit',
            eligible: false,
            reasons: ['Rabies vaccination for Biscuit expires before this meetup'],
          },
        ],
      },
    );

    await app.http.put(
      `/api/dogs/${biscuit.id}`,
      { vaccinations: [{ vaccine: 'rabies', expiresOn: day(400) }] },
      owner.token,
    );
    const going = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going', dogIds: [biscuit.id] },
      owner.token,
    );
    expect(going.status, going.text).toBe(200);
    expect(going.body.rsvp).toMatchObject({ status: 'going', dogIds: [biscuit.id] });
    expect(
      (await app.http.get(`/api/meetups/${meetup.id}/eligibility`, owner.token)).body.dogs[0],
    ).toMatchObject({ eligible: true, reasons: [] });
  });

  it('adds the meetup’s own stricter rules, shows both, and refuses a reactive dog naming the rule', async () => {
    const { organizer, group } = await aGroupWithRules({ allowedSizes: ['small', 'medium'] });
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      rules: { excludedWarnings: ['reactive'], allowedSizes: ['medium', 'large'] },
    });
    const combined = {
      ...NO_ENTRY_RULES,
      allowedSizes: ['medium'],
      excludedWarnings: ['reactive'],
    };
    expect(meetup).toMatchObject({
      rules: combined,
      extraRules: {
        ...NO_ENTRY_RULES,
        allowedSizes: ['medium', 'large'],
        excludedWarnings: ['reactive'],
      },
    });
    const owner = await registerUser(app.http);
    await joinGroup(app.http, owner.token, group.id);
    const pepper = await addDog(app.http, owner.token, {
      name: 'Pepper',
      sizeClass: 'medium',
      trainingWarnings: ['reactive'],
    });
    const calm = await addDog(app.http, owner.token, { name: 'Olive', sizeClass: 'medium' });
    const refused = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'maybe', dogIds: [calm.id, pepper.id] },
      owner.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Pepper is marked reactive, which this group does not admit.',
    );
    // Without the reactive dog, or not going at all, the answer is taken.
    expect(
      (
        await app.http.post(
          `/api/meetups/${meetup.id}/rsvp`,
          { status: 'going', dogIds: [calm.id] },
          owner.token,
        )
      ).status,
    ).toBe(200);

    // Dropping the meetup's own rules leaves the group's.
    const relaxed = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { rules: null },
      organizer.token,
    );
    expect(relaxed.status, relaxed.text).toBe(200);
    expect(relaxed.body).toMatchObject({
      rules: { ...NO_ENTRY_RULES, allowedSizes: ['small', 'medium'] },
      extraRules: null,
    });
  });

  it('lets only the organizer or the group’s owner set a meetup’s rules, and refuses bad rules', async () => {
    const { organizer, group } = await aGroupWithRules({});
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const meetup = await scheduleMeetup(app.http, member.token, group.id);
    const outsider = await registerUser(app.http);
    await joinGroup(app.http, outsider.token, group.id);

    const notTheirs = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { rules: { spayedNeuteredRequired: true } },
      outsider.token,
    );
    expect(notTheirs.status).toBe(403);
    const byOwner = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { rules: { spayedNeuteredRequired: true } },
      organizer.token,
    );
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(byOwner.body.extraRules).toMatchObject({ spayedNeuteredRequired: true });
    const bad = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { rules: { requiredVaccinations: ['parvo'] } },
      member.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Vaccinations must be among rabies, dhpp, bordetella, leptospirosis, canine-influenza',
    );

    const history = await app.http.get(`/api/meetups/${meetup.id}/history`, member.token);
    expect(history.body.entries.map((entry: { type: string }) => entry.type)).toEqual([
      'MeetupScheduled',
      'MeetupUpdated',
    ]);
    expect(history.body.entries[1].sentence).toMatch(/ changed the meetup’s rules\.$/);
  });

  it('takes answers to an invite-only group’s meetup from its members only', async () => {
    const { organizer, group } = await aGroupWithRules({});
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    await changeGroupKind(app.http, organizer.token, group.id, 'invite-only');
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const outsider = await registerUser(app.http);
    const answer = (token: string) =>
      app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, token);
    expect((await answer(outsider.token)).status).toBe(404);
    expect(
      (await app.http.get(`/api/meetups/${meetup.id}/eligibility`, outsider.token)).status,
    ).toBe(404);
    expect((await answer(member.token)).status).toBe(200);
  });

  it('answers the eligibility of a meetup without rules, and 404 / 401 as the meetup does', async () => {
    const { organizer, group } = await aGroupWithRules({});
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const owner = await registerUser(app.http);
    const dog = await addDog(app.http, owner.token, { name: 'Fig' });
    const answer = await app.http.get(`/api/meetups/${meetup.id}/eligibility`, owner.token);
    expect(answer.body).toEqual({
      rules: NO_ENTRY_RULES,
      // The day on the place's calendar, which is not UTC's for hours of every day.
      onDate: localDate(meetup.date, meetup.timeZone),
      dogs: [{ dogId: dog.id, dogName: 'Fig', eligible: true, reasons: [] }],
    });
    expect((await app.http.get('/api/meetups/no-such/eligibility', owner.token)).status).toBe(404);
    expect((await app.http.get(`/api/meetups/${meetup.id}/eligibility`)).status).toBe(401);
  });
});
