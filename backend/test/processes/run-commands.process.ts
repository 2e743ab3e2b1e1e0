/**
 * Runs in a child process: a second command side on a shared SQLite file, as
 * a second API instance would be. Joins groups and answers meetups through
 * the real handlers, with a state cache of its own.
 * Usage: run-commands.process.ts <file> <json list of commands>
 *   { "join": "<groupId>", "userId": "..." } | { "rsvp": "<meetupId>", "userId": "..." }
 */
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../../src/event-store/sqlite.event-store.js';
import { JoinGroup } from '../../src/groups/commands/join-group/join-group.command.js';
import { JoinGroupHandler } from '../../src/groups/commands/join-group/join-group.handler.js';
import { SetRsvp } from '../../src/meetups/index.js';
import { SetRsvpHandler } from '../../src/meetups/commands/set-rsvp/set-rsvp.handler.js';
import { Aggregates } from '../../src/shared/aggregates.js';

const [file, json] = process.argv.slice(2);
if (!file || !json) throw new Error('usage: <file> <json list of commands>');
const commands = JSON.parse(json) as ({ join: string } | { rsvp: string })[] & { userId: string }[];

const store = new SqliteEventStore(file);
const aggregates = new Aggregates(store);
const join = new JoinGroupHandler(aggregates);
const rsvp = new SetRsvpHandler(aggregates);
for (const command of commands) {
  const context = {
    correlationId: randomUUID(),
    commandId: randomUUID(),
    userId: command.userId,
    now: new Date(),
  };
  if ('join' in command) {
    await join.execute(new JoinGroup(command.join, command.userId, context));
  } else {
    await rsvp.execute(new SetRsvp(command.rsvp, command.userId, 'going', [], context));
  }
}
await store.close();
