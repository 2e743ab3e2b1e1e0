import type { CommandBus } from '@nestjs/cqrs';
import type { EventToAppend, GlobalPosition } from '../../event-store/event-store.port.js';
import { loggableStreamName } from '../../event-store/personal-data/stream-names.js';
import { DomainError } from '../../shared/errors.js';
import type { CommandContext } from '../../shared/command-context.js';
import type { Logger } from '../../shared/logger.js';

interface AppendedEvent {
  eventId: string;
  type: string;
  stream: string;
}

interface RunningCommand {
  events: AppendedEvent[];
  position: GlobalPosition | null;
}

/**
 * One structured line per command: its name, correlation id, the streams it
 * wrote and the ids and types of the events it appended. A command may write
 * several streams (sign-up reserves an email and a username, then registers),
 * so the event store reports each append into the command that made it,
 * found by the events' causation id (the command's id).
 *
 * Why not AsyncLocalStorage: once used, it keeps Node's async hooks on for
 * the life of the process, and every promise and nextTick pays for them: a
 * GET served 25% fewer requests per second after the first command.
 */
export class CommandLog {
  /** Commands being executed, by command id. */
  private readonly running = new Map<string, RunningCommand>();
  private readonly log: Logger;

  constructor(logger: Logger) {
    this.log = logger.child({ component: 'commands' });
  }

  /**
   * Routes every command the bus executes through the log. @nestjs/cqrs has
   * no middleware for its command bus, so its execute is wrapped once at boot.
   */
  attachTo(bus: CommandBus): void {
    const execute = bus.execute.bind(bus);
    bus.execute = ((command: object, ...rest: unknown[]) =>
      this.trace(command, () =>
        (execute as (...args: unknown[]) => Promise<unknown>)(command, ...rest),
      )) as CommandBus['execute'];
  }

  /**
   * Called after every successful append. Returns false when no command is
   * running (something appended outside the bus), so the caller logs it alone.
   */
  recordAppend(
    appendedTo: string,
    events: readonly EventToAppend[],
    position: GlobalPosition,
  ): boolean {
    // Reservation streams are named after an email or username, which logs must not keep.
    const stream = loggableStreamName(appendedTo);
    const causationId = events[0]?.metadata.causationId;
    const command = causationId === undefined ? undefined : this.running.get(causationId);
    if (!command) {
      this.log.info(
        {
          correlationId: events[0]?.metadata.correlationId,
          stream,
          events: events.map(({ eventId, type }) => ({ eventId, type, stream })),
          position: position.toString(),
        },
        'events appended',
      );
      return false;
    }
    for (const { eventId, type } of events) command.events.push({ eventId, type, stream });
    command.position = position;
    return true;
  }

  private async trace<T>(command: object, run: () => Promise<T>): Promise<T> {
    const name = command.constructor.name;
    const context = (command as { context?: CommandContext }).context;
    const started = performance.now();
    const record: RunningCommand = { events: [], position: null };
    const details = () => ({
      correlationId: context?.correlationId,
      commandId: context?.commandId,
      userId: context?.userId ?? null,
      command: name,
      streams: [...new Set(record.events.map((event) => event.stream))],
      events: record.events,
      position: record.position?.toString() ?? null,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    const commandId = context?.commandId;
    if (commandId !== undefined) this.running.set(commandId, record);
    try {
      const result = await run();
      this.log.info(details(), `command ${name} handled`);
      return result;
    } catch (error) {
      if (error instanceof DomainError) {
        // A refusal the caller sees as a 4xx: part of normal operation.
        this.log.info(
          { ...details(), code: error.code, reason: error.message },
          `command ${name} refused`,
        );
      } else {
        this.log.error({ ...details(), err: error }, `command ${name} failed`);
      }
      throw error;
    } finally {
      if (commandId !== undefined) this.running.delete(commandId);
    }
  }
}
