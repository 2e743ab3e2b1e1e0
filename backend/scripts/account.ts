/**
 * `npm run account -- reset-link <email>`: prints a password-reset link for
 * an operator to hand over, when the server sends no email (SMTP_URL unset)
 * or the member cannot read theirs. It goes through the same command handler
 * as "Forgot password?", so the link is the one the email would carry: it
 * works once, for 30 minutes, and a newer one replaces it. The log records
 * that an operator asked (PasswordResetRequested with requestedBy
 * 'operator', keeping only the token's hash); no email is queued for it.
 */
import { randomUUID } from 'node:crypto';
import { AccountLinks } from '../src/accounts/commands/account-links.js';
import { RequestPasswordReset } from '../src/accounts/commands/request-password-reset/request-password-reset.command.js';
import { RequestPasswordResetHandler } from '../src/accounts/commands/request-password-reset/request-password-reset.handler.js';
import { accountToken } from '../src/accounts/domain/account-token.js';
import { loadConfigOrExit } from '../src/config/config.js';
import { openEventStore } from '../src/infrastructure/engines.js';
import { accountLinkUrl } from '../src/notifications/email/account-email-message.js';
import { Aggregates } from '../src/shared/aggregates.js';
import { systemClock, uuidGenerator } from '../src/shared/clock.port.js';
import { cliArguments, usageError } from './cli-arguments.js';

const USAGE = `Usage: npm run account -- reset-link <email>

  reset-link <email>   Prints a link that lets the account with that email
                       choose a new password: the link "Forgot password?"
                       would email, for you to hand over (the member's own
                       email is not used). It works once, for 30 minutes;
                       asking again replaces it.

Run it with the server's DATA_DIR (or its compose settings) and PUBLIC_URL,
so the link points at the server people use.`;

const { positionals } = cliArguments(USAGE, {}, { allowPositionals: true });
const [action, email, ...rest] = positionals;
if (action !== 'reset-link')
  usageError(USAGE, action ? `Unknown action "${action}".` : 'Say what to do: reset-link.');
if (!email?.trim() || rest.length > 0) usageError(USAGE, 'Give exactly one email address.');

const config = loadConfigOrExit();
const store = await openEventStore(config);
let exitCode = 0;
try {
  const handler = new RequestPasswordResetHandler(
    new Aggregates(store),
    new AccountLinks(config, uuidGenerator, systemClock),
  );
  const context = {
    correlationId: randomUUID(),
    commandId: randomUUID(),
    userId: null,
    now: new Date(),
  };
  const { link } = await handler.execute(new RequestPasswordReset(email, context, 'operator'));
  if (link === null) {
    console.error(`No account uses ${email.trim()}. Nothing was recorded.`);
    exitCode = 1;
  } else {
    const token = accountToken(config.jwt.secret, 'password-reset', link.userId, link.requestId);
    console.log(
      `A password-reset link for ${email.trim()} (user ${link.userId}). It works once, for 30 minutes; give it to them only:\n`,
    );
    console.log(accountLinkUrl('password-reset', config.publicUrl, token));
  }
} finally {
  await store.close();
}
process.exit(exitCode);
