import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MEETUPS, USERS } from '../../../contracts/read-models.js';
import {
  CLIENT_ATTENDANCE,
  TRAINER_CLIENTS,
  type ClientRecordResponse,
  type MeetupClientsResponse,
  type TrainerClientDocument,
} from '../../../contracts/trainers.js';
import { forbidden, notFound } from '../../../shared/errors.js';
import { GetClient, GetMeetupClients, ListClients } from './list-clients.query.js';

/** The routes under /api/trainer are for trainers: 403 for anyone else, whatever they name. */
async function trainersOnly(store: DocumentStore, userId: string): Promise<void> {
  const user = await store.collection(USERS).findOne({ _id: userId });
  if (!user?.isTrainer)
    throw forbidden('CLIENTS.TRAINERS_ONLY', 'Only professional trainers keep client records.');
}

/** Client records are their trainer's alone: every query here is keyed by the caller. */
@QueryHandler(ListClients)
export class ListClientsHandler implements IQueryHandler<ListClients> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ trainerId }: ListClients): Promise<ClientRecordResponse[]> {
    await trainersOnly(this.store, trainerId);
    const records = await this.store
      .collection(TRAINER_CLIENTS)
      .find({ trainerId }, { sort: { name: 1, _id: 1 } });
    return responses(this.store, records);
  }
}

@QueryHandler(GetClient)
export class GetClientHandler implements IQueryHandler<GetClient> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ trainerId, clientId }: GetClient): Promise<ClientRecordResponse> {
    const record = await this.store.collection(TRAINER_CLIENTS).findOne({ _id: clientId });
    if (!record || record.trainerId !== trainerId)
      throw notFound('CLIENTS.NOT_FOUND', 'Client not found');
    return (await responses(this.store, [record]))[0]!;
  }
}

@QueryHandler(GetMeetupClients)
export class GetMeetupClientsHandler implements IQueryHandler<GetMeetupClients> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ trainerId, meetupId }: GetMeetupClients): Promise<MeetupClientsResponse> {
    await trainersOnly(this.store, trainerId);
    const meetup = await this.store.collection(MEETUPS).findOne({ _id: meetupId });
    // Another organizer's meetup says nothing of whose clients come.
    if (!meetup || meetup.organizerId !== trainerId)
      throw notFound('MEETUPS.NOT_FOUND', 'Meetup not found');
    const named = await this.store
      .collection(CLIENT_ATTENDANCE)
      .find({ meetupId, trainerId }, { projection: { clientId: 1 } });
    return {
      meetupId,
      clientIds: named.map((entry) => entry.clientId),
      unregisteredAttendees: meetup.unregisteredAttendees,
    };
  }
}

async function responses(
  store: DocumentStore,
  records: TrainerClientDocument[],
): Promise<ClientRecordResponse[]> {
  const ids = records.map((record) => record._id);
  const attended =
    ids.length > 0
      ? await store
          .collection(CLIENT_ATTENDANCE)
          .find({ clientId: { $in: ids } }, { projection: { clientId: 1 } })
      : [];
  const meetupCount = new Map<string, number>();
  for (const { clientId } of attended)
    meetupCount.set(clientId, (meetupCount.get(clientId) ?? 0) + 1);
  const userIds = records.flatMap((record) => record.userId ?? []);
  const users =
    userIds.length > 0
      ? await store
          .collection(USERS)
          .find({ _id: { $in: userIds } }, { projection: { username: 1 } })
      : [];
  const usernames = new Map(users.map((user) => [user._id, user.username]));
  return records.map((record) => ({
    id: record._id,
    name: record.name,
    dogName: record.dogName,
    email: record.email,
    notes: record.notes,
    linkedUser: record.userId
      ? { id: record.userId, username: usernames.get(record.userId) ?? '' }
      : null,
    invite: record.invite
      ? { expiresAt: record.invite.expiresAt, emailedTo: record.invite.emailedTo }
      : null,
    meetupCount: meetupCount.get(record._id) ?? 0,
    createdAt: record.createdAt,
  }));
}
