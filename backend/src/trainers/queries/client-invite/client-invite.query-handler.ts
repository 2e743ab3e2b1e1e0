import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { USERS } from '../../../contracts/read-models.js';
import {
  CLIENT_INVITES,
  TRAINER_CLIENTS,
  type ClientInviteAccepted,
  type ClientInviteDocument,
  type ClientInvitePreview,
} from '../../../contracts/trainers.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { notFound } from '../../../shared/errors.js';
import { clientAttendance } from '../client-attendance.js';
import {
  FindClientInvite,
  GetClientInvitePreview,
  GetInviteAccepted,
} from './client-invite.query.js';

const inviteNotFound = () =>
  notFound('CLIENTS.INVITE_NOT_FOUND', 'This invite link is not valid any more.');

async function trainerOf(store: DocumentStore, trainerId: string) {
  const trainer = await store.collection(USERS).findOne({ _id: trainerId });
  if (!trainer) throw inviteNotFound();
  return { username: trainer.username, firstName: trainer.firstName, lastName: trainer.lastName };
}

@QueryHandler(FindClientInvite)
export class FindClientInviteHandler implements IQueryHandler<FindClientInvite> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ code }: FindClientInvite): Promise<ClientInviteDocument> {
    const invite = await this.store.collection(CLIENT_INVITES).findOne({ _id: code });
    if (!invite) throw inviteNotFound();
    return invite;
  }
}

@QueryHandler(GetClientInvitePreview)
export class GetClientInvitePreviewHandler implements IQueryHandler<GetClientInvitePreview> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ code }: GetClientInvitePreview): Promise<ClientInvitePreview> {
    const invite = await this.store.collection(CLIENT_INVITES).findOne({ _id: code });
    const record = invite
      ? await this.store.collection(TRAINER_CLIENTS).findOne({ _id: invite.clientId })
      : null;
    if (!invite || !record) throw inviteNotFound();
    return {
      trainer: await trainerOf(this.store, invite.trainerId),
      // The holder of the link is the client: their own name and their dog's, to recognise it.
      clientName: record.name,
      dogName: record.dogName,
      expiresAt: invite.expiresAt,
      expired: invite.expiresAt <= this.clock.now().toISOString(),
    };
  }
}

@QueryHandler(GetInviteAccepted)
export class GetInviteAcceptedHandler implements IQueryHandler<GetInviteAccepted> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    trainerId,
    clientId,
  }: GetInviteAccepted): Promise<Omit<ClientInviteAccepted, 'attendance'>> {
    const carried = await clientAttendance(this.store, { clientId }, this.clock.now());
    return {
      trainer: await trainerOf(this.store, trainerId),
      meetupsCarriedOver: carried.length,
    };
  }
}
