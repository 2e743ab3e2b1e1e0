import type {
  Attendee,
  AttendanceUpdate,
  Meetup,
  MyRsvp,
  OwnDog,
  RsvpStatus,
} from '@/features/meetups/types';
import { asVisitorSees, makeAttendanceUpdate, TEST_USER_ID } from './data';
import { errorBody, type FakeApi, type RecordedRequest } from './fake-api';

interface MeetupState {
  meetup: Meetup;
  attendees: Attendee[];
}

const signedIn = (request: RecordedRequest) => request.headers.has('Authorization');

/**
 * The meetups part of the backend contract, kept in memory so that answers follow each other:
 * RSVPs change the counts, going beyond capacity queues the caller (position = queue length),
 * pressing the same answer twice is up to the client. Visitors get the general area only.
 */
export function serveMeetups(
  fake: FakeApi,
  {
    meetups,
    attendees = {},
    me = { id: TEST_USER_ID, firstName: 'Maya' },
    myDogs = [],
  }: {
    meetups: Meetup[];
    attendees?: Record<string, Attendee[]>;
    me?: { id: string; firstName: string };
    myDogs?: OwnDog[];
  },
) {
  const states = new Map<string, MeetupState>(
    meetups.map((meetup) => [meetup.id, { meetup, attendees: attendees[meetup.id] ?? [] }]),
  );

  const find = (id: string) => states.get(id);
  const bySlug = (slug: string) => [...states.values()].find((s) => s.meetup.slug === slug);

  function recount(state: MeetupState) {
    const count = (status: RsvpStatus) =>
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

  function rsvpOf(state: MeetupState): MyRsvp {
    const mine = state.attendees.find((attendee) => attendee.user.id === me.id);
    return mine
      ? {
          status: mine.rsvpStatus,
          dogIds: mine.dogs.map((dog) => dog.id),
          waitlistPosition: mine.waitlistPosition,
        }
      : { status: null, dogIds: [], waitlistPosition: null };
  }

  const view = (meetup: Meetup, request: RecordedRequest) =>
    signedIn(request) ? meetup : asVisitorSees(meetup);
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
      const { status, dogIds } = request.body as { status: RsvpStatus; dogIds: string[] };
      const current = state.attendees.find((attendee) => attendee.user.id === me.id);
      const full = state.meetup.placesLeft !== null && state.meetup.placesLeft <= 0;
      const next: RsvpStatus =
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
      const entry: Attendee = {
        user: { id: me.id, firstName: me.firstName, profilePicture: null },
        dogs,
        rsvpStatus: next,
        waitlistPosition: null,
      };
      state.attendees =
        current && current.rsvpStatus === next
          ? state.attendees.map((attendee) => (attendee === current ? entry : attendee))
          : [...state.attendees.filter((attendee) => attendee !== current), entry];
      recount(state);
      return { json: { rsvp: rsvpOf(state), meetup: state.meetup } };
    })
    .on('DELETE', '/api/meetups/:id/rsvp', (_request, { id }) => {
      const state = find(id!);
      if (!state) return notFound;
      state.attendees = state.attendees.filter((attendee) => attendee.user.id !== me.id);
      recount(state);
      return { json: { rsvp: rsvpOf(state), meetup: state.meetup } };
    })
    .on('GET', '/api/meetups/:id/history', {
      status: 403,
      json: errorBody(403, 'Only the organizer can see the history of this meetup.'),
    });

  // Counts follow the attendee lists given (the factory's defaults would not).
  for (const state of states.values()) recount(state);

  return {
    meetup: (id: string) => find(id)!.meetup,
    attendees: (id: string) => find(id)!.attendees,
    /** Someone else changes the meetup; returns the push the server would send. */
    change(
      id: string,
      update: { attendees?: Attendee[]; meetup?: Partial<Meetup> },
    ): AttendanceUpdate {
      const state = find(id)!;
      if (update.meetup) state.meetup = { ...state.meetup, ...update.meetup };
      if (update.attendees) state.attendees = update.attendees;
      recount(state);
      return makeAttendanceUpdate(state.meetup, state.attendees);
    },
  };
}
