import { Inject, Injectable } from '@nestjs/common';
import type { Command, Query } from '@nestjs/cqrs';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../event-store/event-store.port.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../read-model-sync.port.js';

/** What every command handler answers: where its last event landed (null: nothing appended). */
export interface Appended {
  position: GlobalPosition | null;
}

/**
 * The write path of every command route, in one place: send the command, wait
 * until the read models have applied its events (so the caller reads their own
 * write), then answer with a query. The wait is bounded: the write has
 * succeeded either way.
 */
@Injectable()
export class CommandSender {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  /** Sends the command and waits for the read models; answers what the handler answered. */
  async send<Result extends Appended>(command: Command<Result>): Promise<Result> {
    const result = await this.commandBus.execute(command);
    await this.readModels.waitFor(result.position);
    return result;
  }

  /**
   * Sends the command without waiting for the read models: for routes that
   * read nothing back (a password reset request, answered before it is done).
   */
  sendOnly<Result extends Appended>(command: Command<Result>): Promise<Result> {
    return this.commandBus.execute(command);
  }

  /** Sends the command, waits for the read models, then answers with the query `then` names. */
  async sendThenAsk<Result extends Appended, Answer>(
    command: Command<Result>,
    then: (result: Result) => Query<Answer>,
  ): Promise<Answer> {
    return this.ask(then(await this.send(command)));
  }

  /** Runs a query: for answers that need more than one. */
  ask<Answer>(query: Query<Answer>): Promise<Answer> {
    return this.queryBus.execute(query);
  }
}
