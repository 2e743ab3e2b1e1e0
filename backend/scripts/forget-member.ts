/**
 * `npm run forget -- <userId>`: records that a member must be forgotten
 * (MemberForgotten on their stream), through the same handler as the admin
 * route POST /api/admin/members/{userId}/forget. The event store destroys
 * their key and from then on redacts their events, sealed or stored in clear
 * before encryption; the projections fold "Former member" into every read
 * model. Nothing in the log is rewritten (docs/adr/016-crypto-shredding.md).
 */
import { randomUUID } from 'node:crypto';
import { ForgetMember } from '../src/forget/commands/forget-member/forget-member.command.js';
import { ForgetMemberHandler } from '../src/forget/commands/forget-member/forget-member.handler.js';
import { loadConfigOrExit } from '../src/config/config.js';
import { openEventStore } from '../src/infrastructure/engines.js';
import { openObjectStorage } from '../src/infrastructure/object-storage/open-object-storage.js';
import { DomainError } from '../src/shared/errors.js';
import { Aggregates } from '../src/shared/aggregates.js';
import { cliArguments, usageError } from './cli-arguments.js';

const USAGE = `Usage: npm run forget -- <userId>

Forgets a member for good: their key is destroyed and their personal data
reads as "Former member" everywhere, also in events written before
encryption; their profile, dog and album photos and pending uploads are deleted. Run it with the server's DATA_DIR (or its compose settings).`;

const { positionals } = cliArguments(USAGE, {}, { allowPositionals: true });
const userId = positionals[0]?.trim();
if (!userId || positionals.length > 1) usageError(USAGE, 'Give exactly one user id.');

const config = loadConfigOrExit();
const store = await openEventStore(config);
const objects = await openObjectStorage(config);
let exitCode = 0;
try {
  const context = {
    correlationId: randomUUID(),
    commandId: randomUUID(),
    userId: null,
    now: new Date(),
  };
  // Without read models the CLI knows no memberships, places or post images (the admin
  // route does): it sends no command; their profile and dog photos the handler reads from
  // their streams, their album photos from the whole log (the default footprint).
  const noCommands = {
    execute: () => Promise.reject(new Error('npm run forget sends no other command')),
  };
  await new ForgetMemberHandler(new Aggregates(store), store, objects, noCommands).execute(
    new ForgetMember(userId, 'cli', context),
  );
  console.log(`User ${userId} is forgotten: their events read as "Former member" from now on.`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await store.close();
}
process.exit(exitCode);
