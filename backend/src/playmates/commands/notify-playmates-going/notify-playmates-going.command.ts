import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** A link of one of the owner's dogs: their dog, the playmate and its owner. */
export interface PlaymateLink {
  dogId: string;
  playmate: { dogId: string; userId: string };
}

/**
 * An owner is going to a meetup (answered going, or promoted from its
 * waitlist, or named another dog): tell the owners of their dogs' playmates
 * who asked for it. Sent by the playmates-going reaction, never by a route.
 */
export class NotifyPlaymatesGoing extends Command<Appended> {
  constructor(
    readonly meetupId: string,
    readonly ownerId: string,
    /**
     * The answer's place in the log. What a person chose (their preference,
     * a link made) counts as it stood then, so handling the answer again
     * after a restart tells nobody the first handling did not.
     */
    readonly asOf: GlobalPosition,
    /** The links of the owner's dogs, from the links read model: whom to ask about. */
    readonly links: readonly PlaymateLink[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
