import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** The account and request a reset link was made for (null: no account uses the email). */
export interface ResetLinkRequested extends Appended {
  link: { userId: string; requestId: string } | null;
}

/**
 * "Forgot password?": mails a reset link if an account uses `email`; does
 * nothing otherwise. `requestedBy: 'operator'`: the link is for an operator to
 * hand over (`npm run account -- reset-link`), not mailed.
 */
export class RequestPasswordReset extends Command<ResetLinkRequested> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
    readonly requestedBy?: 'operator',
  ) {
    super();
  }
}
