import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type {
  AttendeeResponse,
  MeetupResponse,
  RsvpResponse,
  StoredRsvpStatus,
} from '@packmeet/backend/contracts/meetups';
import type { SetRsvpRequest } from '@packmeet/backend/contracts/requests/set-rsvp.request';
import { asVisitorSees, makeAttendanceUpdate, TEST_USER_ID } from './data';
import { errorBody, type FakeApi, type RecordedRequest } from './fake-api';
import { installFakeSocket, type FakeSocketServer } from './fake-socket';

interface MeetupState {
  meetup: MeetupResponse;
  attendees: AttendeeResponse[];
}

const signedIn = (request: RecordedRequest) => request.headers.has('Authorization');

/**
 * The meetups part of the backend contract, kept in memory so that answers follow each other:
 * RSVPs change the counts, going beyond capacity queues the caller (position = queue length),
 * pressing the same answer twice is up to the client. Visitors get the general area only.
 * Like the real server, it also pushes the new attendance over the live channel (`live`, a
 * connecting fake socket unless a test brings its own) after every RSVP made through it.
 */
export function serveMeetups(
  fake: FakeApi,
  {
    meetups,
    attendees = {},
    me = { id: TEST_USER_ID, firstName: 'Maya' },
    myDogs = [],
    live = installFakeSocket(),
  }: {
    meetups: MeetupResponse[];
    attendees?: Record<string, AttendeeResponse[]>;
    me?: { id: string; firstName: string };
    myDogs?: DogResponse[];
    live?: FakeSocketServer;
  },
) {
  const states = new Map<string, MeetupState>(
    meetups.map((meetup) => [meetup.id, { meetup, attendees: attendees[meetup.id] ?? [] }]),
  );

  const find = (id: string) => states.get(id);
  const bySlug = (slug: string) => [...states.values()].find((s) => s.meetup.slug === slug);

  function recount(state: MeetupState) {
    const count = (status: StoredRsvpStatus) =>
      state.attendees.filter((attendee) => attendee.rsvpStatus === status).length;
    const going = count('going');
    const { maxAttendees, unregisteredAttendees } = state.meetup;
    let position = 0;
    for (const attendee of state.attendees) {
      attendee.waitlistPosition = attendee.rsvpStatus === 'waitlisted' ? ++position : null;
    }
    state.meetup = {
      ...state.meetup,
      currentAttendees: going,
      attendance: {
        going,
        maybe: count('maybe'),
        notGoing: count('not_going'),
        waitlisted: count('waitlisted'),
      },
      placesLeft:
        maxAttendees === null ? null : Math.max(0, maxAttendees - going - unregisteredAttendees),
    };
  }

  function rsvpOf(state: MeetupState): RsvpResponse {
    const mine = state.attendees.find((attendee) => attendee.user.id === me.id);
    return mine
      ? {
          status: mine.rsvpStatus,
          dogIds: mine.dogs.map((dog) => dog.id),
          waitlistPosition: mine.waitlistPosition,
        }
      : { status: null, dogIds: [], waitlistPosition: null };
  }

  const view = (meetup: MeetupResponse, request: RecordedRequest) =>
    signedIn(request) ? meetup : asVisitorSees(meetup);

  /** What the server pushes after a change: a copy of the wire message, as JSON would make. */
  const updateOf = (state: MeetupState): AttendanceUpdate =>
    structuredClone(makeAttendanceUpdate(state.meetup, state.attendees));

  /** The server's push to every socket watching the meetup; visitors get no usernames. */
  function broadcast(state: MeetupState) {
    const update = updateOf(state);
    const forVisitors: AttendanceUpdate = {
      ...update,
      attendees: update.attendees.map(({ user: { username: _username, ...user }, ...rest }) => ({
        ...rest,
        user,
      })),
    };
    for (const socket of live.sockets) {
      if (!socket.connected || !socket.watching().includes(state.meetup.id)) continue;
      socket.push(socket.auth.token ? update : forVisitors);
    }
  }

  /** The answer to the caller's own RSVP, then (a moment later, as over the wire) the push. */
  function answerRsvp(state: MeetupState) {
    recount(state);
    setTimeout(() => broadcast(state), 0);
    return { json: { rsvp: rsvpOf(state), meetup: state.meetup } };
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
      return state ? { json: rsvpOf(state) } : notFound;
    })
    .on('POST', '/api/meetups/:id/rsvp', (request, { id }) => {
      const state = find(id!);
      if (!state) return notFound;
      const { status, dogIds } = request.body as SetRsvpRequest;
      const current = state.attendees.find((attendee) => attendee.user.id === me.id);
      const full = state.meetup.placesLeft !== null && state.meetup.placesLeft <= 0;
      const next: StoredRsvpStatus =
        status === 'going' &&
        (current?.rsvpStatus === 'waitlisted' || (full && current?.rsvpStatus !== 'going'))
          ? 'waitlisted'
          : status;
      const dogs = myDogs
        .filter((dog) => dogIds.includes(dog.id))
        .map((dog) => ({
          id: dog.id,
          name: dog.name,
          breed: dog.breed ?? null,
          profilePicture: null,
        }));
      const entry: AttendeeResponse = {
        user: { id: me.id, firstName: me.firstName, profilePicture: null },
        dogs,
        rsvpStatus: next,
        waitlistPosition: null,
      };
      state.attendees =
        current && current.rsvpStatus === next
          ? state.attendees.map((attendee) => (attendee === current ? entry : attendee))
          : [...state.attendees.filter((attendee) => attendee !== current), entry];
      return answerRsvp(state);
    })
    .on('DELETE', '/api/meetups/:id/rsvp', (_request, { id }) => {
      const state = find(id!);
      if (!state) return notFound;
      state.attendees = state.attendees.filter((attendee) => attendee.user.id !== me.id);
      return answerRsvp(state);
    })
    .on('GET', '/api/meetups/:id/history', {
      status: 403,
      json: errorBody(403, 'Only the organizer can see the history of this meetup.'),
    });

  // Counts follow the attendee lists given (the factory's defaults would not).
  for (const state of states.values()) recount(state);

  return {
    live,
    meetup: (id: string) => find(id)!.meetup,
    attendees: (id: string) => find(id)!.attendees,
    /**
     * Someone else changes the meetup; returns the push the server would send (the test
     * delivers it, or not, to play a connection that missed it).
     */
    change(
      id: string,
      update: { attendees?: AttendeeResponse[]; meetup?: Partial<MeetupResponse> },
    ): AttendanceUpdate {
      const state = find(id)!;
      if (update.meetup) state.meetup = { ...state.meetup, ...update.meetup };
      if (update.attendees) state.attendees = update.attendees;
      recount(state);
      return updateOf(state);
    },
  };
}
