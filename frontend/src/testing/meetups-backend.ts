import { orderAttendees } from '@packmeet/backend/contracts/attendee-order';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type {
  AttendeeResponse,
  MeetupResponse,
  RsvpResponse,
  StoredRsvpStatus,
} from '@packmeet/backend/contracts/meetups';
import type { SetRsvpRequest } from '@packmeet/backend/contracts/requests/set-rsvp.request';
import { asVisitorSees, makeAttendanceUpdate, nextRevision, TEST_USER_ID } from './data';
import { errorBody, type FakeApi, type RecordedRequest } from './fake-api';
import { installFakeSocket, type FakeSocketServer } from './fake-socket';

interface MeetupState {
  meetup: MeetupResponse;
  /** In the list's one order (orderAttendees), waitlist positions numbered. */
  attendees: AttendeeResponse[];
  /** Per person, the revision of their first answer: their `order` unless queued. */
  answered: Map<string, number>;
}

type Changes = Pick<AttendanceUpdate, 'changed' | 'removed'>;

const signedIn = (request: RecordedRequest) => request.headers.has('Authorization');

/**
 * The meetups part of the backend contract, kept in memory so that answers follow each other:
 * RSVPs change the counts, going beyond capacity queues the caller (position = queue length),
 * pressing the same answer twice is up to the client. Visitors get the general area only.
 * Like the real server, it also pushes the new attendance over the live channel (`live`, a
 * connecting fake socket unless a test brings its own) after every RSVP made through it: the
 * counts, and the people whose answer changed since the push before.
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
    meetups.map((meetup) => {
      const list = attendees[meetup.id] ?? [];
      const answered = new Map(list.map((attendee) => [attendee.user.id, attendee.order]));
      return [meetup.id, { meetup, attendees: orderAttendees(list), answered }];
    }),
  );

  const find = (id: string) => states.get(id);
  const bySlug = (slug: string) => [...states.values()].find((s) => s.meetup.slug === slug);

  function recount(state: MeetupState) {
    const count = (status: StoredRsvpStatus) =>
      state.attendees.filter((attendee) => attendee.rsvpStatus === status).length;
    const going = count('going');
    const { maxAttendees, unregisteredAttendees } = state.meetup;
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

  /**
   * Makes `next` the meetup's list as the server keeps it: a person's `order` is the revision of
   * their first answer or, while queued, of joining the queue. Returns who changed, as a push
   * names them (with their new waitlist position; those only moved up by others are not named).
   */
  function settle(state: MeetupState, next: AttendeeResponse[]): Changes {
    const before = new Map(state.attendees.map((attendee) => [attendee.user.id, attendee]));
    const placed = next.map((attendee) => {
      const previous = before.get(attendee.user.id);
      const answered = state.answered.get(attendee.user.id) ?? nextRevision();
      state.answered.set(attendee.user.id, answered);
      if (attendee.rsvpStatus !== 'waitlisted') return { ...attendee, order: answered };
      // In the queue since their first answer, or since joining it later.
      if (!previous) return { ...attendee, order: answered };
      const queuedAt = previous.rsvpStatus === 'waitlisted' ? previous.order : nextRevision();
      return { ...attendee, order: queuedAt };
    });
    state.attendees = orderAttendees(placed);
    recount(state);
    const answer = (attendee: AttendeeResponse | undefined) =>
      JSON.stringify(attendee && { ...attendee, waitlistPosition: null });
    const removed = [...before.keys()].filter(
      (userId) => !state.attendees.some((attendee) => attendee.user.id === userId),
    );
    for (const userId of removed) state.answered.delete(userId);
    return {
      changed: state.attendees.filter(
        (attendee) => answer(attendee) !== answer(before.get(attendee.user.id)),
      ),
      removed,
    };
  }

  function rsvpOf(state: MeetupState): RsvpResponse {
    const mine = state.attendees.find((attendee) => attendee.user.id === me.id);
    return mine
      ? {
          status: mine.rsvpStatus,
          dogIds: mine.dogs.map((dog) => dog.id),
          arrivalSlot: mine.arrivalSlot,
          waitlistPosition: mine.waitlistPosition,
        }
      : { status: null, dogIds: [], arrivalSlot: null, waitlistPosition: null };
  }

  const view = (meetup: MeetupResponse, request: RecordedRequest) =>
    signedIn(request) ? meetup : asVisitorSees(meetup);

  /** What the server pushes after a change: a copy of the wire message, as JSON would make. */
  const updateOf = (state: MeetupState, changes: Changes): AttendanceUpdate =>
    structuredClone(makeAttendanceUpdate(state.meetup, changes));

  /** The server's push to every socket watching the meetup; visitors get no usernames. */
  function broadcast(state: MeetupState, changes: Changes) {
    const update = updateOf(state, changes);
    const forVisitors: AttendanceUpdate = {
      ...update,
      changed: update.changed.map(({ user: { username: _username, ...user }, ...rest }) => ({
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
  function answerRsvp(state: MeetupState, next: AttendeeResponse[]) {
    const changes = settle(state, next);
    setTimeout(() => broadcast(state, changes), 0);
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
          sizeClass: dog.sizeClass ?? null,
          needsSpace: dog.needsSpace ?? false,
        }));
      const entry: AttendeeResponse = {
        user: { id: me.id, firstName: me.firstName, profilePicture: null },
        dogs,
        rsvpStatus: next,
        arrivalSlot: null,
        waitlistPosition: null,
        order: 0,
      };
      return answerRsvp(state, [
        ...state.attendees.filter((attendee) => attendee !== current),
        entry,
      ]);
    })
    .on('DELETE', '/api/meetups/:id/rsvp', (_request, { id }) => {
      const state = find(id!);
      if (!state) return notFound;
      return answerRsvp(
        state,
        state.attendees.filter((attendee) => attendee.user.id !== me.id),
      );
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
     * Someone else changes the meetup (`attendees`: the whole list after the change); returns
     * the push the server would send (the test delivers it, or not, to play a connection that
     * missed it).
     */
    change(
      id: string,
      update: { attendees?: AttendeeResponse[]; meetup?: Partial<MeetupResponse> },
    ): AttendanceUpdate {
      const state = find(id)!;
      if (update.meetup) state.meetup = { ...state.meetup, ...update.meetup };
      const changes = settle(state, update.attendees ?? state.attendees);
      return updateOf(state, changes);
    },
  };
}
