import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * Forgetting a member (docs/adr/016-crypto-shredding.md). Both events go on
 * the member's own stream `user-<userId>` and carry no personal data: once
 * either is stored, the member's key is destroyed and every personal field of
 * theirs, in any event, reads as its redacted value.
 */

/** The member deleted their account (confirmed with their password). */
export const AccountDeleted = defineEvent('AccountDeleted', 1, z.object({ userId: z.string() }));

/**
 * An administrator recorded that a member must be forgotten: their key is
 * destroyed and their events from before encryption (stored in clear) are
 * redacted by every reader too. The log itself is never rewritten.
 */
export const MemberForgotten = defineEvent(
  'MemberForgotten',
  1,
  z.object({ userId: z.string(), forgottenBy: z.string() }),
);

export type AccountDeleted = EventOf<typeof AccountDeleted>;
export type MemberForgotten = EventOf<typeof MemberForgotten>;
export type ForgetEvent = AccountDeleted | MemberForgotten;

export const forgetEvents = [AccountDeleted, MemberForgotten] as const;
