import { MeetupReminderDue } from '../../contracts/events.js';
import type { ReminderWindow } from '../../contracts/notifications.js';
import type { Decider } from '../../shared/decider.js';

/*
 * One reminder moment of one meetup, stream `meetup-reminder-<meetupId>-<window>`.
 * It comes due at most once: the timer of every process may find it due at
 * the same time, and the stream's revision lets one of them append.
 */

type ReminderEvent = ReturnType<typeof MeetupReminderDue>;

export interface ReminderCommand {
  type: 'MarkReminderDue';
  meetupId: string;
  window: ReminderWindow;
  startsAt: string;
  now: Date;
}

export const reminderStream = (meetupId: string, window: ReminderWindow) =>
  `meetup-reminder-${meetupId}-${window}`;

export const reminderDecider: Decider<{ due: boolean }, ReminderCommand, ReminderEvent> = {
  initialState: () => ({ due: false }),
  evolve: () => ({ due: true }),
  decide: (command, state) => {
    // Late is fine, after the start is not: nobody needs a reminder of what has begun.
    if (state.due || command.now.toISOString() >= command.startsAt) return [];
    const { meetupId, window, startsAt } = command;
    return [MeetupReminderDue({ meetupId, window, startsAt })];
  },
};
