import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import {
  ClientInvited,
  ClientRecordAdded,
  ClientRecordChanged,
  ClientRecordLinked,
  ClientRecordRemoved,
  type ClientFields,
  type TrainerClientEvent,
} from '../../contracts/events/trainer-client.events.js';
import { CLIENT_INVITE_DAYS, MAX_CLIENTS } from '../../contracts/trainers.js';

/* One trainer's client records, and the invites that carry a record over to an account. */

interface ClientState {
  fields: ClientFields;
  userId: string | null;
  invite: { code: string; expiresAt: string } | null;
}

export interface TrainerClientsState {
  clients: Map<string, ClientState>;
}

export type TrainerClientsCommand =
  | {
      type: 'AddClient';
      trainerId: string;
      clientId: string;
      fields: ClientFields;
      callerIsTrainer: boolean;
    }
  | {
      type: 'ChangeClient';
      trainerId: string;
      clientId: string;
      changes: Partial<ClientFields>;
      callerIsTrainer: boolean;
    }
  | { type: 'RemoveClient'; trainerId: string; clientId: string; callerIsTrainer: boolean }
  | {
      type: 'InviteClient';
      trainerId: string;
      clientId: string;
      code: string;
      /** Where to mail the link (null: the trainer copies it). */
      email: string | null;
      trainerName: string;
      callerIsTrainer: boolean;
      now: Date;
    }
  | {
      type: 'AcceptClientInvite';
      trainerId: string;
      clientId: string;
      code: string;
      userId: string;
      now: Date;
    };

export const trainerClientsStream = (trainerId: string) => `trainer_clients-${trainerId}`;

const clientNotFound = () => notFound('CLIENTS.NOT_FOUND', 'Client not found');
const inviteNotFound = () =>
  notFound('CLIENTS.INVITE_NOT_FOUND', 'This invite link is not valid any more.');
const trainersOnly = () =>
  forbidden('CLIENTS.TRAINERS_ONLY', 'Only professional trainers keep client records.');

function existing(state: TrainerClientsState, clientId: string): ClientState {
  const client = state.clients.get(clientId);
  if (!client) throw clientNotFound();
  return client;
}

export const trainerClientsDecider: Decider<
  TrainerClientsState,
  TrainerClientsCommand,
  TrainerClientEvent
> = {
  initialState: () => ({ clients: new Map() }),

  evolve: (state, event) => {
    const { clientId } = event.data;
    const client = state.clients.get(clientId);
    switch (event.type) {
      case 'ClientRecordAdded': {
        const { trainerId: _t, clientId: _c, ...fields } = event.data;
        state.clients.set(clientId, { fields, userId: null, invite: null });
        break;
      }
      case 'ClientRecordChanged':
        if (client) client.fields = { ...client.fields, ...event.data.changes };
        break;
      case 'ClientRecordRemoved':
        state.clients.delete(clientId);
        break;
      case 'ClientInvited':
        if (client) client.invite = { code: event.data.code, expiresAt: event.data.expiresAt };
        break;
      case 'ClientRecordLinked':
        if (client) Object.assign(client, { userId: event.data.userId, invite: null });
        break;
    }
    return state;
  },

  decide: (command, state) => {
    const { trainerId, clientId } = command;
    switch (command.type) {
      case 'AddClient':
        if (!command.callerIsTrainer) throw trainersOnly();
        if (state.clients.has(clientId))
          throw conflict('CLIENTS.ALREADY_EXISTS', 'This client already exists');
        if (state.clients.size >= MAX_CLIENTS) {
          throw conflict(
            'CLIENTS.TOO_MANY',
            `A trainer keeps at most ${MAX_CLIENTS} client records: remove some first.`,
          );
        }
        return [ClientRecordAdded({ trainerId, clientId, ...command.fields })];

      case 'ChangeClient': {
        // As for listing them: someone no longer a trainer keeps no records (docs/api.md).
        if (!command.callerIsTrainer) throw trainersOnly();
        const client = existing(state, clientId);
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(
            ([field, value]) =>
              value !== undefined && client.fields[field as keyof ClientFields] !== value,
          ),
        );
        if (Object.keys(changes).length === 0) return [];
        return [ClientRecordChanged({ trainerId, clientId, changes })];
      }

      case 'RemoveClient':
        if (!command.callerIsTrainer) throw trainersOnly();
        existing(state, clientId);
        return [ClientRecordRemoved({ trainerId, clientId })];

      case 'InviteClient': {
        if (!command.callerIsTrainer) throw trainersOnly();
        const client = existing(state, clientId);
        if (client.userId !== null) {
          throw conflict('CLIENTS.ALREADY_LINKED', 'This client already has a PackMeet account.');
        }
        const expiresAt = new Date(
          command.now.getTime() + CLIENT_INVITE_DAYS * 24 * 3600_000,
        ).toISOString();
        return [
          ClientInvited({
            trainerId,
            clientId,
            code: command.code,
            email: command.email,
            trainerName: command.trainerName,
            expiresAt,
          }),
        ];
      }

      case 'AcceptClientInvite': {
        const client = state.clients.get(clientId);
        // A used, replaced or unknown link says the same: it is not valid any more.
        if (!client || client.invite?.code !== command.code) throw inviteNotFound();
        if (client.invite.expiresAt <= command.now.toISOString()) {
          throw invalid(
            'CLIENTS.INVITE_EXPIRED',
            'This invite link has expired: ask your trainer for a new one.',
          );
        }
        if (command.userId === trainerId)
          throw invalid('CLIENTS.OWN_INVITE', 'You cannot accept an invite to your own clients.');
        const linkedElsewhere = [...state.clients.values()].some(
          (other) => other.userId === command.userId,
        );
        if (linkedElsewhere) {
          throw conflict(
            'CLIENTS.ALREADY_LINKED',
            "Your account is already linked to another of this trainer's client records.",
          );
        }
        return [
          ClientRecordLinked({ trainerId, clientId, userId: command.userId, code: command.code }),
        ];
      }
    }
  },
};
