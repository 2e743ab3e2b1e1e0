import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type {
  AttendeeResponse,
  MeetupResponse,
  RsvpResponse,
} from '@packmeet/backend/contracts/meetups';
import type { SetRsvpRequest } from '@packmeet/backend/contracts/requests/set-rsvp.request';
import { asVisitorSees, makeAttendanceUpdate, TEST_USER_ID } from './data';
import { errorBody, type FakeApi, type RecordedRequest } from './fake-api';
import { installFakeSocket, type FakeSocketServer } from './fake-socket';

type Changes = Pick<AttendanceUpdate, 'changed' | 'removed'>;

/**
 * The server's answer to one RSVP request, as a fixture: the request it answers (`body` null for
 * DELETE), the RSVP and meetup it answered with, the attendee list it then serves and the push it
 * then sends. The outcome (going, waitlisted at #n, the counts) is stated, never worked out here:
 * capacity and the waitlist are the server's rules, tested against the server.
 */
export interface RecordedRsvpAnswer {
  /** The fields of the POST body it answers; null: the DELETE. */
  body: Partial<SetRsvpRequest> | null;
  rsvp: RsvpResponse;
  meetup: MeetupResponse;
  attendees: AttendeeResponse[];
  push: Changes;
}

/** Whether `body` is the request an answer was recorded for (the fields it names, or a DELETE). */
function asked(recorded: Partial<SetRsvpRequest> | null, body: SetRsvpRequest | null): boolean {
  if (recorded === null || body === null) return recorded === body;
  return Object.entries(recorded).every(
    ([key, value]) => JSON.stringify(body[key as keyof SetRsvpRequest]) === JSON.stringify(value),
  );
}

const signedIn = (request: RecordedRequest) => request.headers.has('Authorization');

/** The RSVP GET /api/meetups/{id}/rsvp answers for the entry a list gives the signed-in user. */
export function rsvpIn(attendees: AttendeeResponse[], me = TEST_USER_ID): RsvpResponse {
  const mine = attendees.find((attendee) => attendee.user.id === me);
  return mine
    ? {
        status: mine.rsvpStatus,
        dogIds: mine.dogs.map((dog) => dog.id),
        arrivalSlot: mine.arrivalSlot,
        waitlistPosition: mine.waitlistPosition,
      }
    : { status: null, dogIds: [], arrivalSlot: null, waitlistPosition: null };
}

/**
 * The meetups part of the backend as recorded answers: it serves the meetups, attendee lists
 * and RSVPs it was given, answers each RSVP request with the next recorded answer (and refuses
 * one no answer was recorded for), and then, as the server does, pushes that answer's change over
 * the live channel (`live`, a connecting fake socket unless a test brings its own). Visitors get
 * the general area only.
 */
export function serveMeetups(
  fake: FakeApi,
  {
    meetups,
    attendees = {},
    me = TEST_USER_ID,
    myDogs = [],
    answers = [],
    live = installFakeSocket(),
  }: {
    meetups: MeetupResponse[];
    /** Each meetup's list as the server serves it; the meetups' counts must say the same. */
    attendees?: Record<string, AttendeeResponse[]>;
    me?: string;
    myDogs?: DogResponse[];
    /** The server's answers to the RSVP requests the test will make, in order. */
    answers?: RecordedRsvpAnswer[];
    live?: FakeSocketServer;
  },
) {
  const states = new Map(
    meetups.map((meetup) => {
      const list = attendees[meetup.id] ?? [];
      return [meetup.id, { meetup, attendees: list, rsvp: rsvpIn(list, me) }];
    }),
  );
  const queue = [...answers];

  const find = (id: string) => states.get(id);
  const bySlug = (slug: string) => [...states.values()].find((s) => s.meetup.slug === slug);
  const view = (meetup: MeetupResponse, request: RecordedRequest) =>
    signedIn(request) ? meetup : asVisitorSees(meetup);

  /** What the server pushes after a change: a copy of the wire message, as JSON would make. */
  const updateOf = (meetup: MeetupResponse, changes: Changes): AttendanceUpdate =>
    structuredClone(makeAttendanceUpdate(meetup, changes));

  /** The server's push to every socket watching the meetup; visitors get no usernames. */
  function broadcast(update: AttendanceUpdate) {
    const forVisitors: AttendanceUpdate = {
      ...update,
      changed: update.changed.map(({ user: { username: _username, ...user }, ...rest }) => ({
        ...rest,
        user,
      })),
    };
    for (const socket of live.sockets) {
      if (!socket.connected || !socket.watching().includes(update.meetupId)) continue;
      socket.push(socket.auth.token ? update : forVisitors);
    }
  }

  /** The next recorded answer, if it is for this request; then (a moment later) its push. */
  function answer(id: string, body: SetRsvpRequest | null) {
    const state = find(id);
    if (!state) return notFound;
    const next = queue[0];
    if (!next || next.meetup.id !== id || !asked(next.body, body))
      return {
        status: 500,
        json: errorBody(500, `No recorded answer for ${JSON.stringify(body)} on ${id}`),
      };
    queue.shift();
    Object.assign(state, { meetup: next.meetup, attendees: next.attendees, rsvp: next.rsvp });
    const update = updateOf(next.meetup, next.push);
    setTimeout(() => broadcast(update), 0);
    return { json: { rsvp: next.rsvp, meetup: next.meetup } };
  }
  const notFound = { status: 404, json: errorBody(404, 'Meetup not found') };

  fake
    .on('GET', '/api/dogs', { json: myDogs })
    .on('GET', '/api/meetups', (request) => {
      const groupId = new URL(request.url, 'http://localhost').searchParams.get('groupId');
      return {
        json: [...states.values()]
          .filter((state) => state.meetup.groupId === groupId)
          .map((state) => view(state.meetup, request)),
      };
    })
    .on('GET', '/api/meetups/:id', (request, { id }) => {
      const state = find(id!);
      return state ? { json: view(state.meetup, request) } : notFound;
    })
    // Registered after /api/meetups/:id, which would otherwise take it (later routes win).
    .on('GET', '/api/meetups/upcoming', (request) => ({
      json: [...states.values()].map((state) => view(state.meetup, request)),
    }))
    .on('GET', '/api/meetups/by-slug/:slug', (request, { slug }) => {
      const state = bySlug(slug!);
      return state ? { json: view(state.meetup, request) } : notFound;
    })
    .on('GET', '/api/meetups/:id/attendees', (_request, { id }) => {
      const state = find(id!);
      return state ? { json: state.attendees } : notFound;
    })
    .on('GET', '/api/meetups/:id/rsvp', (_request, { id }) => {
      const state = find(id!);
      return state ? { json: state.rsvp } : notFound;
    })
    .on('POST', '/api/meetups/:id/rsvp', (request, { id }) =>
      answer(id!, request.body as SetRsvpRequest),
    )
    .on('DELETE', '/api/meetups/:id/rsvp', (_request, { id }) => answer(id!, null))
    .on('GET', '/api/meetups/:id/history', {
      status: 403,
      json: errorBody(403, 'Only the organizer can see the history of this meetup.'),
    });

  return {
    live,
    meetup: (id: string) => find(id)!.meetup,
    attendees: (id: string) => find(id)!.attendees,
    /** RSVP answers recorded but not asked for yet: a test expecting all of them used checks this. */
    unanswered: () => queue.length,
    /**
     * Someone else changes the meetup, as the server records it: the meetup and list it now
     * serves, and who the push names. Returns the push the server sends (the test delivers it,
     * or not, to play a connection that missed it).
     */
    change(
      id: string,
      update: {
        meetup?: Partial<MeetupResponse>;
        attendees?: AttendeeResponse[];
        changed?: AttendeeResponse[];
        removed?: string[];
      },
    ): AttendanceUpdate {
      const state = find(id)!;
      if (update.meetup) state.meetup = { ...state.meetup, ...update.meetup };
      if (update.attendees) {
        state.attendees = update.attendees;
        state.rsvp = rsvpIn(update.attendees, me);
      }
      return updateOf(state.meetup, {
        changed: update.changed ?? [],
        removed: update.removed ?? [],
      });
    },
  };
}
