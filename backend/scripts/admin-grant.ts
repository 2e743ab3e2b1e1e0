/**
 * `npm run admin:grant -- <email>`: makes an existing account an administrator
 * (the only way the first one comes to be). It appends AdminGranted to the
 * configured event store through the same command handler the API registers,
 * so it works while the server runs: an embedded server sharing DATA_DIR picks
 * the event up within ~25 ms, and the user sees the Admin page on reload.
 */
import { randomUUID } from 'node:crypto';
import { GrantAdmin } from '../src/accounts/commands/grant-admin/grant-admin.command.js';
import { GrantAdminHandler } from '../src/accounts/commands/grant-admin/grant-admin.handler.js';
import { loadConfigOrExit } from '../src/config/config.js';
import { openEventStore } from '../src/infrastructure/engines.js';
import { DomainError } from '../src/shared/errors.js';
import { Aggregates } from '../src/shared/aggregates.js';
import { cliArguments, usageError } from './cli-arguments.js';

const USAGE = `Usage: npm run admin:grant -- <email>

Makes the account with that email an administrator. Run it with the
server's DATA_DIR (or its EventStoreDB settings).`;

const { positionals } = cliArguments(USAGE, {}, { allowPositionals: true });
const email = positionals[0]?.trim();
if (!email || positionals.length > 1) usageError(USAGE, 'Give exactly one email address.');

const config = loadConfigOrExit();

const store = await openEventStore(config);
let exitCode = 0;
try {
  const command = new GrantAdmin(email, 'cli', {
    correlationId: randomUUID(),
    commandId: randomUUID(),
    userId: null,
    now: new Date(),
  });
  const { userId, granted } = await new GrantAdminHandler(new Aggregates(store)).execute(command);
  console.log(
    granted
      ? `${email} (user ${userId}) is now an administrator. The Admin page appears in their menu after a reload.`
      : `${email} (user ${userId}) is already an administrator. Nothing changed.`,
  );
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await store.close();
}
process.exit(exitCode);
