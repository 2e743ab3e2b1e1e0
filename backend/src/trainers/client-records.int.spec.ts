import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { addClient, setMeetupClients } from '../../test/support/trainers.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { collect } from '../event-store/event-store.contract.js';

describe('client records: /api/trainer/clients', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lets a trainer add, change, list and remove their clients', async () => {
    const trainer = await registerUser(app.http, { isTrainer: true });
    const added = await addClient(app.http, trainer.token, {
      notes: '  Shy at first  ',
      email: '',
    });
    expect(added).toMatchObject({
      name: 'Sam Quill',
      dogName: 'Pickles',
      email: null,
      notes: 'Shy at first',
      linkedUser: null,
      invite: null,
      meetupCount: 0,
    });
    const changed = await app.http.put(
      `/api/trainer/clients/${added.id}`,
      { email: 'Sam@Example.com', notes: '' },
      trainer.token,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ email: 'sam@example.com', notes: null });
    await addClient(app.http, trainer.token, { name: 'Alex Bay' });
    const list = await app.http.get('/api/trainer/clients', trainer.token);
    expect(list.body.map((client: { name: string }) => client.name)).toEqual([
      'Alex Bay',
      'Sam Quill',
    ]);
    expect((await app.http.delete(`/api/trainer/clients/${added.id}`, trainer.token)).status).toBe(
      204,
    );
    expect((await app.http.get('/api/trainer/clients', trainer.token)).body).toHaveLength(1);
  });

  it('refuses bad input with a clear message and appends nothing', async () => {
    const trainer = await registerUser(app.http, { isTrainer: true });
    const trainerId = await userIdOf(app.http, trainer.token);
    const cases: [unknown, string][] = [
      [{ name: '', dogName: 'Pickles' }, 'Client name is required'],
      [{ name: 'Sam' }, 'Dog name is required'],
      [
        { name: 'Sam', dogName: 'Pickles', email: 'not-an-email' },
        'Email must be a valid email address',
      ],
      [{ name: 'x'.repeat(101), dogName: 'Pickles' }, 'Client name must be at most 100 characters'],
      [
        { name: 'Sam', dogName: 'Pickles', notes: 'n'.repeat(2001) },
        'Notes must be at most 2000 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await app.http.post('/api/trainer/clients', body, trainer.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const events = await collect(app.engines.eventStore.readStream(`trainer_clients-${trainerId}`));
    expect(events).toHaveLength(0);
  });

  it('is for trainers only, and each trainer sees only their own clients', async () => {
    const owner = await registerUser(app.http);
    const refused = await app.http.post(
      '/api/trainer/clients',
      { name: 'Sam', dogName: 'Pickles' },
      owner.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only professional trainers keep client records.');
    expect((await app.http.get('/api/trainer/clients', owner.token)).status).toBe(403);
    expect((await app.http.get('/api/trainer/clients')).status).toBe(401);

    const trainer = await registerUser(app.http, { isTrainer: true });
    const other = await registerUser(app.http, { isTrainer: true });
    const client = await addClient(app.http, trainer.token);
    expect((await app.http.get('/api/trainer/clients', other.token)).body).toEqual([]);
    const edit = await app.http.put(
      `/api/trainer/clients/${client.id}`,
      { name: 'X' },
      other.token,
    );
    expect(edit.status).toBe(404);
    expect((await app.http.delete(`/api/trainer/clients/${client.id}`, other.token)).status).toBe(
      404,
    );
    expect(
      (await app.http.post(`/api/trainer/clients/${client.id}/invite`, {}, other.token)).status,
    ).toBe(404);
  });

  it('refuses every /api/trainer route to someone who is no longer a trainer, their records kept', async () => {
    const trainer = await registerUser(app.http, { isTrainer: true });
    const group = await createGroup(app.http, trainer.token);
    const meetup = await scheduleMeetup(app.http, trainer.token, group.id);
    const client = await addClient(app.http, trainer.token);
    await setMeetupClients(app.http, trainer.token, meetup.id, [client.id]);
    const off = await app.http.put('/api/profile', { isTrainer: false }, trainer.token);
    expect(off.status, off.text).toBe(200);

    const path = `/api/trainer/clients/${client.id}`;
    const meetupClients = `/api/trainer/meetups/${meetup.id}/clients`;
    const answers = [
      await app.http.get('/api/trainer/clients', trainer.token),
      await app.http.put(path, { notes: 'Changed' }, trainer.token),
      await app.http.delete(path, trainer.token),
      await app.http.post(`${path}/invite`, { email: null }, trainer.token),
      await app.http.get(meetupClients, trainer.token),
      await app.http.put(meetupClients, { clientIds: [] }, trainer.token),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);

    const on = await app.http.put('/api/profile', { isTrainer: true }, trainer.token);
    expect(on.status, on.text).toBe(200);
    const kept = await app.http.get<{ id: string; notes: string | null }[]>(
      '/api/trainer/clients',
      trainer.token,
    );
    expect(kept.body.map(({ id, notes }) => ({ id, notes }))).toEqual([
      { id: client.id, notes: client.notes },
    ]);
    expect((await app.http.get(meetupClients, trainer.token)).body).toMatchObject({
      clientIds: [client.id],
    });
  });

  it('adds clients to a meetup as private attendees: the count only, within 50 and the capacity', async () => {
    const trainer = await registerUser(app.http, { isTrainer: true });
    const group = await createGroup(app.http, trainer.token);
    const meetup = await scheduleMeetup(app.http, trainer.token, group.id, {
      maxAttendees: 5,
      unregisteredAttendees: 3,
    });
    const sam = await addClient(app.http, trainer.token);
    const alex = await addClient(app.http, trainer.token, { name: 'Alex Bay' });
    const set = await setMeetupClients(app.http, trainer.token, meetup.id, [sam.id, alex.id]);
    expect(set).toEqual({
      meetupId: meetup.id,
      clientIds: [sam.id, alex.id],
      unregisteredAttendees: 5,
    });
    expect((await app.http.get(`/api/meetups/${meetup.id}`)).body.unregisteredAttendees).toBe(5);
    const third = await addClient(app.http, trainer.token, { name: 'Kai Ng' });
    const full = await app.http.put(
      `/api/trainer/meetups/${meetup.id}/clients`,
      { clientIds: [sam.id, alex.id, third.id] },
      trainer.token,
    );
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'There are 5 places, and 0 going plus 6 private members would make 6.',
    );
    const tooFew = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { unregisteredAttendees: 1 },
      trainer.token,
    );
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.message).toBe(
      '2 private members are clients you added: remove them from the meetup first.',
    );
    const tooMany = await app.http.put(
      `/api/trainer/meetups/${meetup.id}/clients`,
      { clientIds: Array.from({ length: 51 }, (_, i) => `c${i}`) },
      trainer.token,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 50 clients per meetup');
    expect(
      (await setMeetupClients(app.http, trainer.token, meetup.id, [alex.id])).unregisteredAttendees,
    ).toBe(4);
    expect((await app.http.get('/api/trainer/clients', trainer.token)).body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: alex.id, meetupCount: 1 }),
        expect.objectContaining({ id: sam.id, meetupCount: 0 }),
      ]),
    );
  });

  it("refuses another organizer's meetup, a non-trainer, and someone else's clients", async () => {
    const trainer = await registerUser(app.http, { isTrainer: true });
    const other = await registerUser(app.http, { isTrainer: true });
    const group = await createGroup(app.http, trainer.token);
    const meetup = await scheduleMeetup(app.http, trainer.token, group.id);
    const theirs = await addClient(app.http, other.token);
    const mine = await addClient(app.http, trainer.token);
    const notOrganizer = await app.http.put(
      `/api/trainer/meetups/${meetup.id}/clients`,
      { clientIds: [theirs.id] },
      other.token,
    );
    expect(notOrganizer.status).toBe(403);
    expect(
      (await app.http.get(`/api/trainer/meetups/${meetup.id}/clients`, other.token)).status,
    ).toBe(404);
    const foreign = await app.http.put(
      `/api/trainer/meetups/${meetup.id}/clients`,
      { clientIds: [mine.id, theirs.id] },
      trainer.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('No such client in your records.');
    const unknown = await app.http.put(
      '/api/trainer/meetups/no-such-meetup/clients',
      { clientIds: [] },
      trainer.token,
    );
    expect(unknown.status).toBe(404);
    const events = await collect(app.engines.eventStore.readStream(`meetup-${meetup.id}`));
    expect(events.map((event) => event.type)).toEqual(['MeetupScheduled']);
  });
});
