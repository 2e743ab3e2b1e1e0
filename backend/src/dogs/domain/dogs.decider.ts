import type { Decider } from '../../shared/decider.js';
import { conflict, notFound } from '../../shared/errors.js';
import {
  DogAdded,
  DogPhotoChanged,
  DogRemoved,
  DogUpdated,
  type DogEvent,
  type DogProfile,
} from '../../contracts/events/dog.events.js';

/** An owner's dogs, as the command side needs them: current fields, to record only real changes. */
export interface OwnedDog extends DogProfile {
  profilePicture: string | null;
}

export type DogsState = Map<string, OwnedDog>;

export type NewDog = DogProfile & { dogId: string; profilePicture: string | null };

export type DogsCommand =
  | { type: 'AddDogs'; ownerId: string; dogs: NewDog[] }
  | {
      type: 'UpdateDog';
      ownerId: string;
      dogId: string;
      changes: Partial<DogProfile> & { profilePicture?: string | null };
      /**
       * Meetups not yet started that limit places by size, where this dog
       * is going or waiting (the handler gathers them when the size may change).
       */
      sizeLimitedAnswers?: readonly SizeLimitedAnswer[];
    }
  | { type: 'RemoveDog'; ownerId: string; dogId: string };

/** A meetup whose size mix counts the dog at the size it had when named. */
export interface SizeLimitedAnswer {
  title: string;
  startsAt: string;
}

/** A generous ceiling that keeps a runaway client from filling a pack. */
export const MAX_DOGS_PER_OWNER = 30;

export const dogsStream = (ownerId: string) => `dogs-${ownerId}`;

const dogNotFound = () => notFound('DOGS.NOT_FOUND', 'Dog not found');

/**
 * A meetup's size mix counts each dog at the size it had when named
 * (docs/meetups.md), so a size class changed afterwards would let a meetup
 * hold more large dogs than its organizer allowed. The safety rule holds at
 * the edit: while such an answer stands the size class stays; the owner
 * takes the dog off the answer, changes the size, and answers again under
 * the limits of the new size.
 */
function assertSizeFree(
  dog: OwnedDog,
  changes: Partial<DogProfile>,
  answers: readonly SizeLimitedAnswer[],
): void {
  if (changes.sizeClass === undefined || answers.length === 0) return;
  const [first] = answers;
  const more = answers.length > 1 ? ` (and ${answers.length - 1} more)` : '';
  throw conflict(
    'DOGS.SIZE_HELD_BY_RSVP',
    `${dog.name} is answered for "${first!.title}"${more}, which limits places by dog size: take ${dog.name} off that RSVP first, then change the size class and answer again.`,
  );
}

export const dogsDecider: Decider<DogsState, DogsCommand, DogEvent> = {
  initialState: () => new Map(),

  evolve: (state, event) => {
    switch (event.type) {
      case 'DogAdded': {
        const { dogId: _dogId, ownerId: _ownerId, ...dog } = event.data;
        state.set(event.data.dogId, dog);
        break;
      }
      case 'DogUpdated': {
        const dog = state.get(event.data.dogId);
        if (dog) state.set(event.data.dogId, { ...dog, ...event.data.changes });
        break;
      }
      case 'DogPhotoChanged': {
        const dog = state.get(event.data.dogId);
        if (dog) state.set(event.data.dogId, { ...dog, profilePicture: event.data.profilePicture });
        break;
      }
      case 'DogRemoved':
        state.delete(event.data.dogId);
        break;
    }
    return state;
  },

  decide: (command, state) => {
    const { ownerId } = command;
    switch (command.type) {
      case 'AddDogs': {
        if (state.size + command.dogs.length > MAX_DOGS_PER_OWNER) {
          throw conflict(
            'DOGS.TOO_MANY',
            `You can keep at most ${MAX_DOGS_PER_OWNER} dog profiles.`,
          );
        }
        return command.dogs.map((dog) => DogAdded({ ...dog, ownerId }));
      }

      case 'UpdateDog': {
        const dog = state.get(command.dogId);
        if (!dog) throw dogNotFound();
        const { profilePicture, ...profile } = command.changes;
        const changes = Object.fromEntries(
          Object.entries(profile).filter(
            ([field, value]) =>
              value !== undefined && !sameValue(dog[field as keyof DogProfile], value),
          ),
        ) as Partial<DogProfile>;
        assertSizeFree(dog, changes, command.sizeLimitedAnswers ?? []);
        const events: DogEvent[] = [];
        if (Object.keys(changes).length > 0)
          events.push(DogUpdated({ dogId: command.dogId, ownerId, changes }));
        if (profilePicture !== undefined && profilePicture !== dog.profilePicture) {
          events.push(DogPhotoChanged({ dogId: command.dogId, ownerId, profilePicture }));
        }
        return events;
      }

      case 'RemoveDog':
        if (!state.has(command.dogId)) throw dogNotFound();
        return [DogRemoved({ dogId: command.dogId, ownerId })];
    }
  },
};

/** Lists (warnings, vaccination records) compare by content: requests arrive normalized. */
function sameValue(current: unknown, next: unknown): boolean {
  if (Array.isArray(current) && Array.isArray(next))
    return JSON.stringify(current) === JSON.stringify(next);
  // A field a dog never had (added before it existed) reads as null, [] for lists.
  return (current ?? null) === (next ?? null);
}
