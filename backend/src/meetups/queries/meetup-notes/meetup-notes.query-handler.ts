import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { DOGS, MEETUP_NOTES, RSVPS } from '../../../contracts/read-models.js';
import type { DogName, MeetupNote, MeetupNotesResponse } from '../../../contracts/meetup-day.js';
import { displayName } from '../../../accounts/index.js';
import { usersById } from '../../../groups/index.js';
import { MeetupReader } from '../meetup-reader.js';
import { requireOrganizer } from '../meetup-day-access.js';
import { GetMeetupNotes, GetMyNote } from './my-note.query.js';

@QueryHandler(GetMyNote)
export class GetMyNoteHandler implements IQueryHandler<GetMyNote> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer }: GetMyNote): Promise<MeetupNote | null> {
    await this.meetups.find({ _id: meetupId }, viewer);
    const note = await this.store
      .collection(MEETUP_NOTES)
      .findOne({ _id: `${meetupId}:${viewer.id}` });
    return note ? { note: note.note, playedWellWith: [...note.playedWellWith], at: note.at } : null;
  }
}

@QueryHandler(GetMeetupNotes)
export class GetMeetupNotesHandler implements IQueryHandler<GetMeetupNotes> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer }: GetMeetupNotes): Promise<MeetupNotesResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    await requireOrganizer(this.store, meetup, viewer, 'the notes left for them');
    const notes = await this.store.collection(MEETUP_NOTES).find({ meetupId }, { sort: { at: 1 } });
    // Each author's dogs are those of their RSVP; a pair is one of theirs and one they named.
    const rsvps = await this.store
      .collection(RSVPS)
      .find({ _id: { $in: notes.map((note) => `${meetupId}:${note.userId}`) } });
    const ownDogs = new Map(rsvps.map((rsvp) => [rsvp.userId, rsvp.dogIds]));
    const dogIds = [
      ...new Set([...notes.flatMap((note) => note.playedWellWith), ...ownDogs.values()].flat()),
    ];
    const [people, dogs] = await Promise.all([
      usersById(
        this.store,
        notes.map((note) => note.userId),
      ),
      dogIds.length > 0
        ? this.store.collection(DOGS).find({ _id: { $in: dogIds } })
        : Promise.resolve([]),
    ]);
    const dogById = new Map(dogs.map((dog) => [dog._id, { id: dog._id, name: dog.name }]));
    const pairs = new Map<string, { dogs: [DogName, DogName]; count: number }>();
    for (const note of notes) {
      for (const own of ownDogs.get(note.userId) ?? []) {
        for (const other of note.playedWellWith) {
          const [a, b] = [dogById.get(own), dogById.get(other)];
          if (!a || !b) continue;
          const sorted: [DogName, DogName] = a.id < b.id ? [a, b] : [b, a];
          const key = `${sorted[0].id}|${sorted[1].id}`;
          const pair = pairs.get(key) ?? { dogs: sorted, count: 0 };
          pair.count += 1;
          pairs.set(key, pair);
        }
      }
    }
    return {
      meetupId,
      notes: notes
        .filter((note) => note.note !== '')
        .map((note) => {
          const author = people.get(note.userId);
          return {
            author: {
              id: note.userId,
              displayName: author ? displayName(author) : 'A former member',
            },
            note: note.note,
            at: note.at,
          };
        }),
      playedWell: [...pairs.values()].sort((a, b) => b.count - a.count),
    };
  }
}
