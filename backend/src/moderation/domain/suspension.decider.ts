import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import {
  MemberReinstated,
  MemberSuspended,
  type SuspensionEvent,
} from '../../contracts/events/moderation.events.js';
import { administratorsOnly } from './report.decider.js';

/** A member's suspension, if any (`until` null: for good). */
export type SuspensionState = { until: string | null; reason: string } | null;

export type SuspensionCommand =
  | {
      type: 'SuspendMember';
      suspension: MemberSuspended['data'];
      byAdmin: boolean;
      /** What the handler found of the member: null when there is no such member. */
      subject: { isAdmin: boolean } | null;
      now: Date;
    }
  | { type: 'ReinstateMember'; userId: string; by: string; byAdmin: boolean; reason: string };

export const suspensionStream = (userId: string) => `suspension-${userId}`;

export const suspensionDecider: Decider<SuspensionState, SuspensionCommand, SuspensionEvent> = {
  initialState: () => null,

  evolve: (_state, event) =>
    event.type === 'MemberSuspended'
      ? { until: event.data.until, reason: event.data.reason }
      : null,

  decide: (command, state) => {
    if (!command.byAdmin) throw administratorsOnly();
    if (command.type === 'ReinstateMember') {
      if (state === null)
        throw conflict('MODERATION.NOT_SUSPENDED', 'This member is not suspended.');
      return [
        MemberReinstated({
          userId: command.userId,
          reinstatedBy: command.by,
          reason: command.reason,
        }),
      ];
    }
    const { suspension, subject, now } = command;
    if (subject === null) throw notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');
    if (suspension.userId === suspension.suspendedBy)
      throw invalid('MODERATION.SELF', 'You can’t suspend yourself.');
    // An administrator's rights are taken back by operators, not by another administrator.
    if (subject.isAdmin)
      throw forbidden('MODERATION.ADMIN_SUBJECT', 'Administrators cannot be suspended.');
    if (suspension.until !== null && Date.parse(suspension.until) <= now.getTime())
      throw invalid('MODERATION.PAST', 'A suspension must end in the future.');
    // A new suspension replaces the one in force: an administrator may lengthen or shorten it.
    return [MemberSuspended(suspension)];
  },
};
