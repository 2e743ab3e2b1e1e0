import {
  addListener,
  removeListener,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type {
  AttendeeResponse,
  MeetupResponse,
  RsvpResponse,
} from '@packmeet/backend/contracts/meetups';
import { onLiveReconnect, subscribeToMeetup } from '@/lib/socket';

/*
 * How the meetup caches learn about a change, one way per kind of change (docs/architecture.md):
 * - someone else's answer, or a place opening up: the socket push ('meetup:attendance'), which
 *   each live entry writes into itself here. A push carries the meetup's counts and only the
 *   people whose answer changed since the push before (keepLiveWithChanges);
 * - the caller's own answer: the RSVP mutation's answer (see rsvp-api.ts);
 * - after a dropped connection, nothing is replayed: every live entry refetches itself.
 */

/** The part of RTK Query's cache entry lifecycle that keeping an entry live needs. */
interface CacheEntryLifecycle<T> {
  cacheDataLoaded: Promise<{ data: T }>;
  cacheEntryRemoved: Promise<void>;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/** What refetches an entry: its endpoint's `util.prefetch(name, arg, { force: true })`. */
type Refetch = ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * Keeps one cache entry live for as long as it exists: once its data has arrived, `watch`
 * starts what keeps it current (and returns how to stop). Nothing is replayed after a dropped
 * connection, so after the socket reconnects the entry dispatches `refetch` (the endpoint's
 * `util.prefetch(name, arg, { force: true })`). Live entries are kept only briefly after their
 * last screen (LIVE_KEEP_UNUSED_SECONDS), so their watches end soon after.
 */
export async function keepLive<T>(
  lifecycle: CacheEntryLifecycle<T>,
  refetch: Refetch,
  watch: (data: T) => () => void,
): Promise<void> {
  const { cacheDataLoaded, cacheEntryRemoved, dispatch } = lifecycle;
  let stop: () => void;
  try {
    const stopWatching = watch((await cacheDataLoaded).data);
    const stopRefetching = onLiveReconnect(() => void dispatch(refetch));
    stop = () => {
      stopWatching();
      stopRefetching();
    };
  } catch {
    // Dropped before its data ever arrived (or the first load failed): nothing to keep live.
    return;
  }
  await cacheEntryRemoved;
  stop();
}

/**
 * Keeps an entry of one meetup current by reading it again at every push (and after a
 * reconnect): for the later pages of its lists, which a push cannot place (it names the people
 * whose answer changed, not their page). They exist only once someone scrolled to them.
 */
export function refetchOnEveryPush<T>(
  meetupId: string,
  lifecycle: CacheEntryLifecycle<T>,
  refetch: Refetch,
): Promise<void> {
  return keepLive(lifecycle, refetch, () =>
    subscribeToMeetup(meetupId, () => void lifecycle.dispatch(refetch)),
  );
}

/** A fetch of a cache entry as RTK Query's thunk actions describe it. */
interface FetchAction extends UnknownAction {
  meta: { requestId: string; arg: { originalArgs: unknown } };
}
type FetchMatcher = (action: unknown) => action is FetchAction;

interface ChangesLifecycle<T> extends Omit<CacheEntryLifecycle<T>, 'cacheDataLoaded'> {
  /** The fetch that added the entry (it has started by the time the entry exists). */
  requestId: string;
  getCacheEntry: () => { data?: T | undefined };
  updateCachedData: (recipe: () => T) => unknown;
}

interface ChangesOptions<T> {
  meetupId: string;
  /** The endpoint (`api.endpoints.<name>`), whose actions tell when this entry's fetches start and end. */
  endpoint: {
    matchPending: FetchMatcher;
    matchFulfilled: FetchMatcher;
    matchRejected: FetchMatcher;
  };
  refetch: Refetch;
  /** The entry after a push (unchanged: the same value); `refetch` when the push is not enough. */
  apply: (data: T, update: AttendanceUpdate, refetch: () => void) => T;
}

/**
 * Keeps a cache entry of one meetup (its argument is the meetup id) live with pushes that carry
 * only what changed since the push before. Such a push is never sent again, so none may be lost,
 * and none may be undone by a fetch whose answer was read before it:
 * - the entry watches the meetup from the moment it is added, before its first data arrives;
 * - whenever a fetch completes (the first one, each refetch), the pushes received since it
 *   started are applied again on top of its answer, which may predate them. A push carries the
 *   latest state of each person it names, and any later change of theirs comes with a later
 *   push, so applying one again is safe;
 * - a refetch asked for while a fetch is on its way (after a reconnect, or by `apply`) is made
 *   once that fetch completes: RTK Query would drop it, and the answer on its way may predate
 *   what the refetch is for.
 */
export async function keepLiveWithChanges<T>(
  lifecycle: ChangesLifecycle<T>,
  { meetupId, endpoint, refetch, apply }: ChangesOptions<T>,
): Promise<void> {
  const { dispatch } = lifecycle;
  /** Fetches on their way: request id -> how many of `received` had arrived when it started. */
  const started = new Map<string, number>([[lifecycle.requestId, 0]]);
  /** The pushes received while a fetch is on its way (kept until none is). */
  let received: AttendanceUpdate[] = [];
  let refetchWanted = false;

  const refetchNow = () => {
    refetchWanted = false;
    void dispatch(refetch);
  };
  const askRefetch = () => {
    if (started.size > 0) refetchWanted = true;
    else refetchNow();
  };
  const write = (updates: readonly AttendanceUpdate[]) => {
    const data = lifecycle.getCacheEntry().data;
    if (data === undefined) return;
    const next = updates.reduce<T>((entry, update) => apply(entry, update, askRefetch), data);
    if (next !== data) lifecycle.updateCachedData(() => next);
  };
  const fetchEnded = (action: FetchAction) => {
    const from = started.get(action.meta.requestId);
    // Not one of ours: a refetch RTK Query dropped before it started.
    if (from === undefined) return;
    started.delete(action.meta.requestId);
    const since = received.slice(from);
    if (started.size === 0) received = [];
    if (endpoint.matchFulfilled(action)) write(since);
    if (refetchWanted && started.size === 0) refetchNow();
  };
  const listener = {
    matcher: (action: unknown): action is FetchAction =>
      (endpoint.matchPending(action) ||
        endpoint.matchFulfilled(action) ||
        endpoint.matchRejected(action)) &&
      action.meta.arg.originalArgs === meetupId,
    effect: (action: FetchAction) => {
      if (endpoint.matchPending(action)) started.set(action.meta.requestId, received.length);
      else fetchEnded(action);
    },
  };
  lifecycle.dispatch(addListener(listener));
  const unsubscribe = subscribeToMeetup(
    meetupId,
    (update) => {
      if (started.size > 0) received.push(update);
      write([update]);
    },
    // The first fetch may have read the list before the server pushed to us: read it again.
    askRefetch,
  );
  const stopRefetching = onLiveReconnect(askRefetch);
  await lifecycle.cacheEntryRemoved;
  stopRefetching();
  unsubscribe();
  lifecycle.dispatch(removeListener(listener));
}

/** Writes a push into a cached meetup: the push carries attendance, never the place. */
export function applyAttendance(meetup: MeetupResponse, update: AttendanceUpdate): void {
  meetup.attendance = { ...update.attendance };
  meetup.currentAttendees = update.currentAttendees;
  meetup.unregisteredAttendees = update.unregisteredAttendees;
  meetup.maxAttendees = update.maxAttendees;
  meetup.placesLeft = update.placesLeft;
  meetup.dayCounts = { ...update.dayCounts };
  meetup.status = update.status;
  meetup.dogsGoing = update.dogsGoing;
  meetup.dogPlacesLeft = update.dogPlacesLeft;
  meetup.sizePlacesLeft = { ...update.sizePlacesLeft };
  meetup.slots = update.slots.map((slot) => ({ ...slot }));
}

/** The caller's own answer as pushed attendee entries show it (absent: no RSVP). */
export function rsvpFromAttendees(attendees: AttendeeResponse[], userId: string): RsvpResponse {
  const mine = attendees.find((attendee) => attendee.user.id === userId);
  return mine
    ? {
        status: mine.rsvpStatus,
        dogIds: mine.dogs.map((dog) => dog.id),
        arrivalSlot: mine.arrivalSlot,
        waitlistPosition: mine.waitlistPosition,
      }
    : { status: null, dogIds: [], arrivalSlot: null, waitlistPosition: null };
}

/** One watch per meetup of a list; `sync` re-aims them at the meetups the list now holds. */
function watchMeetups(onUpdate: (update: AttendanceUpdate) => void) {
  const stops = new Map<string, () => void>();
  return {
    sync(meetups: readonly MeetupResponse[]) {
      const ids = new Set(meetups.map((meetup) => meetup.id));
      for (const [id, stop] of stops) {
        if (ids.has(id)) continue;
        stop();
        stops.delete(id);
      }
      for (const id of ids) if (!stops.has(id)) stops.set(id, subscribeToMeetup(id, onUpdate));
    },
    close() {
      for (const stop of stops.values()) stop();
      stops.clear();
    },
  };
}

interface ListLifecycle<T> extends CacheEntryLifecycle<T> {
  getCacheEntry: () => { data?: T | undefined };
  updateCachedData: (recipe: (data: T) => void) => unknown;
}

/**
 * Keeps a cached list of meetups live (`meetupsOf` reads the meetups a cache entry holds: a
 * page, or the pages loaded so far): every meetup it holds is watched, and pushes are written
 * into the list. A refetch (after scheduling, joining a group, a reconnect) can bring meetups
 * the list did not hold: `refetched` recognises that list's fulfilled refetches, after which
 * the watches follow the new list.
 */
export function keepListLive<T>(
  lifecycle: ListLifecycle<T>,
  refetch: Refetch,
  refetched: (action: UnknownAction) => boolean,
  meetupsOf: (data: T) => MeetupResponse[],
): Promise<void> {
  return keepLive(lifecycle, refetch, (data) => {
    const watches = watchMeetups((update) =>
      lifecycle.updateCachedData((draft) => {
        const meetup = meetupsOf(draft).find((entry) => entry.id === update.meetupId);
        if (meetup) applyAttendance(meetup, update);
      }),
    );
    watches.sync(meetupsOf(data));
    const listener = {
      predicate: refetched,
      effect: () => {
        const current = lifecycle.getCacheEntry().data;
        watches.sync(current === undefined ? [] : meetupsOf(current));
      },
    };
    lifecycle.dispatch(addListener(listener));
    return () => {
      lifecycle.dispatch(removeListener(listener));
      watches.close();
    };
  });
}
