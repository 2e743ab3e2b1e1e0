import { randomUUID } from 'node:crypto';
import { registerUser } from '../../support/accounts.js';
import { scheduleMeetup } from '../../support/meetups.js';
import { inviteCode } from '../../support/trainers.js';
import type { World } from '../support/world.js';
import { everyone, perScope, scopeName, signedIn, type Case, type Row } from './cells.js';

/*
 * Trainers (docs/api.md "Trainers", docs/adr/019): a trainer's page is
 * public, the same for everyone, and public content only; client records,
 * their invites and the clients named on a meetup are the trainer's alone.
 * The world's `organizer` is its only trainer; `another trainer`, not a role,
 * keeps records the organizer must not reach. Every cell that changes a
 * record, an invite or a meetup's clients acts on fresh ones.
 */

async function ok<T>(
  answer: Promise<{ status: number; text: string; body: T }>,
  what: string,
): Promise<T> {
  const response = await answer;
  if (response.status >= 300) throw new Error(`${what} failed: ${response.text}`);
  return response.body;
}

/** A fresh client record of the trainer's (the world's organizer by default). */
async function freshRecord(w: World, token = w.users.organizer.token): Promise<string> {
  const record = await ok(
    w.http.post<{ id: string }>(
      '/api/trainer/clients',
      { name: 'Sam Quill', dogName: 'Pickles', notes: 'Pulls towards squirrels' },
      token,
    ),
    'adding a client',
  );
  return record.id;
}

/** A fresh invite (its code) to a fresh record of the trainer's, mailed to nobody. */
async function freshInvite(w: World, token = w.users.organizer.token): Promise<string> {
  const clientId = await freshRecord(w, token);
  const invite = await ok(
    w.http.post<{ url: string }>(`/api/trainer/clients/${clientId}/invite`, { email: null }, token),
    'inviting a client',
  );
  return inviteCode(invite.url);
}

/** A trainer who is not a role of the world (made once per world). */
const others = new WeakMap<World, Promise<{ token: string }>>();
const anotherTrainer = (w: World) => {
  if (!others.has(w)) others.set(w, registerUser(w.http, { firstName: 'Tamsin', isTrainer: true }));
  return others.get(w)!;
};
const theirRecord = async (w: World) => freshRecord(w, (await anotherTrainer(w)).token);

/** A meetup of the public group the owner (no trainer) scheduled: not the organizer's (made once). */
const ownersMeetups = new WeakMap<World, Promise<string>>();
const ownersMeetup = (w: World) => {
  if (!ownersMeetups.has(w))
    ownersMeetups.set(
      w,
      scheduleMeetup(w.http, w.users.owner.token, w.public.groupId, {
        title: 'Owner-led ramble',
      }).then((meetup) => meetup.id),
    );
  return ownersMeetups.get(w)!;
};

/** The routes under /api/trainer: the trainer (the organizer) gets `status`, anyone else 403. */
const trainerOnly = (status: number) => signedIn(403, { organizer: status });

/** The trainer's page: the same public content for everyone, never a private group's. */
const trainerPage = (path: (w: World) => string): Case[] => [
  {
    // The organizer co-organizes the private and invite-only groups and runs
    // their meetups: none of it may show, to their members neither.
    name: 'a trainer (the organizer)',
    path: (w) => path(w).replace(':username', w.users.organizer.username),
    expect: everyone(200),
    mayReadPrivate: [],
    mayReadListing: [],
  },
  {
    name: 'a member who is not a trainer (the owner)',
    path: (w) => path(w).replace(':username', w.users.owner.username),
    expect: everyone(404),
    mayReadPrivate: [],
    mayReadListing: [],
  },
  {
    name: 'an unknown username',
    path: (w) => path(w).replace(':username', `nobody_${randomUUID().slice(0, 8)}`),
    expect: everyone(404),
  },
];

const clientRecord = (method: 'PUT' | 'DELETE', status: number, body?: () => unknown): Case[] => [
  {
    name: "the organizer's fresh record",
    path: async (w) => `/api/trainer/clients/${await freshRecord(w)}`,
    body,
    expect: trainerOnly(status),
  },
  {
    // Another trainer's record does not exist for the organizer.
    name: "another trainer's record",
    path: async (w) => `/api/trainer/clients/${await theirRecord(w)}`,
    body,
    expect: trainerOnly(404),
  },
  {
    name: `an unknown record (${method})`,
    path: () => `/api/trainer/clients/${randomUUID()}`,
    body,
    expect: trainerOnly(404),
  },
];

export const TRAINER_ROWS: Row[] = [
  // Trainer pages
  { route: 'GET /api/trainers/:username', cases: trainerPage(() => '/api/trainers/:username') },
  { route: 'GET /trainers/:username', cases: trainerPage(() => '/trainers/:username') },

  // Client records: the trainer's own, keyed by the caller
  {
    route: 'GET /api/trainer/clients',
    cases: [{ name: 'own records', path: () => '/api/trainer/clients', expect: trainerOnly(200) }],
  },
  {
    route: 'POST /api/trainer/clients',
    cases: [
      {
        name: 'a new record',
        path: () => '/api/trainer/clients',
        body: () => ({ name: 'Ada Finch', dogName: 'Noodle', notes: 'Nervous around bikes' }),
        expect: trainerOnly(201),
      },
    ],
  },
  {
    route: 'PUT /api/trainer/clients/:id',
    cases: clientRecord('PUT', 200, () => ({ notes: 'Calmer this week' })),
  },
  { route: 'DELETE /api/trainer/clients/:id', cases: clientRecord('DELETE', 204) },
  {
    route: 'POST /api/trainer/clients/:id/invite',
    cases: [
      {
        name: "the organizer's fresh record",
        path: async (w) => `/api/trainer/clients/${await freshRecord(w)}/invite`,
        body: () => ({ email: null }),
        expect: trainerOnly(201),
      },
      {
        name: "another trainer's record",
        path: async (w) => `/api/trainer/clients/${await theirRecord(w)}/invite`,
        body: () => ({ email: null }),
        expect: trainerOnly(404),
      },
      {
        name: 'a record linked to an account',
        path: async (w) => {
          const clientId = await freshRecord(w);
          const invite = await ok(
            w.http.post<{ url: string }>(
              `/api/trainer/clients/${clientId}/invite`,
              { email: null },
              w.users.organizer.token,
            ),
            'inviting a client',
          );
          const client = await registerUser(w.http, { firstName: 'Cleo' });
          await ok(
            w.http.post(
              `/api/client-invites/${inviteCode(invite.url)}/accept`,
              undefined,
              client.token,
            ),
            'accepting an invite',
          );
          return `/api/trainer/clients/${clientId}/invite`;
        },
        body: () => ({ email: null }),
        expect: trainerOnly(409),
      },
    ],
  },

  // Client invites: the code is the credential
  {
    route: 'GET /api/client-invites/:code',
    cases: [
      {
        name: 'a fresh invite',
        path: async (w) => `/api/client-invites/${await freshInvite(w)}`,
        expect: everyone(200),
      },
      {
        name: 'a used invite',
        path: async (w) => {
          const code = await freshInvite(w, (await anotherTrainer(w)).token);
          const client = await registerUser(w.http, { firstName: 'Cleo' });
          await ok(
            w.http.post(`/api/client-invites/${code}/accept`, undefined, client.token),
            'accepting an invite',
          );
          return `/api/client-invites/${code}`;
        },
        expect: everyone(404),
      },
      {
        name: 'an unknown code',
        path: () => `/api/client-invites/${randomUUID()}`,
        expect: everyone(404),
      },
    ],
  },
  {
    route: 'POST /api/client-invites/:code/accept',
    cases: [
      {
        // Whoever holds the link and is signed in becomes the client; not the trainer.
        name: "a fresh invite of the organizer's",
        path: async (w) => `/api/client-invites/${await freshInvite(w)}/accept`,
        expect: signedIn(200, { organizer: 400 }),
      },
      {
        // Each role is linked to one of the organizer's records by the case before.
        name: "another fresh invite of the organizer's",
        path: async (w) => `/api/client-invites/${await freshInvite(w)}/accept`,
        expect: signedIn(409, { organizer: 400 }),
      },
      {
        name: 'an unknown code',
        path: () => `/api/client-invites/${randomUUID()}/accept`,
        expect: signedIn(404),
      },
    ],
  },

  // The clients a trainer names on their meetup
  {
    route: 'GET /api/trainer/meetups/:id/clients',
    cases: [
      ...perScope((scope) => ({
        name: `the organizer's meetup, ${scopeName(scope)}`,
        path: (w: World) => `/api/trainer/meetups/${w[scope].meetupId}/clients`,
        expect: trainerOnly(200),
      })),
      {
        // Another organizer's meetup says nothing of whose clients come.
        name: "the owner's meetup, public group",
        path: async (w) => `/api/trainer/meetups/${await ownersMeetup(w)}/clients`,
        expect: trainerOnly(404),
      },
      {
        name: 'an unknown meetup',
        path: () => `/api/trainer/meetups/${randomUUID()}/clients`,
        expect: trainerOnly(404),
      },
    ],
  },
  {
    route: 'PUT /api/trainer/meetups/:id/clients',
    cases: [
      ...perScope((scope) => ({
        name: `the organizer's fresh meetup, ${scopeName(scope)}`,
        path: async (w: World) => `/api/trainer/meetups/${await w.fresh.meetup(scope)}/clients`,
        body: async (w: World) => ({ clientIds: [await freshRecord(w)] }),
        expect: trainerOnly(200),
      })),
      {
        name: "the owner's meetup, public group",
        path: async (w) => `/api/trainer/meetups/${await ownersMeetup(w)}/clients`,
        body: async (w) => ({ clientIds: [await freshRecord(w)] }),
        expect: trainerOnly(403),
      },
      {
        name: 'an unknown meetup',
        path: () => `/api/trainer/meetups/${randomUUID()}/clients`,
        body: async (w) => ({ clientIds: [await freshRecord(w)] }),
        expect: trainerOnly(404),
      },
    ],
  },
];
