import {
  CLIENT_ATTENDANCE,
  CLIENT_INVITES,
  TRAINER_CLIENTS,
  type ClientAttendanceDocument,
  type TrainerClientDocument,
} from '@packmeet/backend/contracts/trainers';
import { defineProjection, remove, update, updateAll, upsert } from '../projection.js';
import type { DocumentChange } from '../projection.js';

/**
 * Trainers' client records (for their trainer only), the open invite links
 * by code, and which clients were named on which meetup: once a record is
 * linked to an account, those meetups are on that account's attendance
 * record (docs/adr/019-client-records-and-carry-over.md).
 */
export const trainerClientsProjection = defineProjection({
  name: 'trainer-clients',
  version: 1,
  collections: [TRAINER_CLIENTS, CLIENT_INVITES, CLIENT_ATTENDANCE],
  indexes: [
    { collection: TRAINER_CLIENTS, spec: { keys: { trainerId: 1 } } },
    { collection: CLIENT_ATTENDANCE, spec: { keys: { meetupId: 1 } } },
    { collection: CLIENT_ATTENDANCE, spec: { keys: { clientId: 1 } } },
    { collection: CLIENT_ATTENDANCE, spec: { keys: { userId: 1 } } },
  ],
  handlers: {
    ClientRecordAdded: ({ data, metadata }) => {
      const { clientId, ...record } = data;
      const at = metadata.occurredAt;
      return [
        upsert(TRAINER_CLIENTS, clientId, {
          $set: { ...record, userId: null, invite: null, createdAt: at, updatedAt: at },
        }),
      ];
    },
    ClientRecordChanged: ({ data, metadata }) => [
      update(
        TRAINER_CLIENTS,
        { _id: data.clientId },
        { $set: { ...data.changes, updatedAt: metadata.occurredAt } },
      ),
    ],
    ClientRecordRemoved: async ({ data }, view) => {
      const client = await view.findOne<TrainerClientDocument>(TRAINER_CLIENTS, {
        _id: data.clientId,
      });
      const changes: DocumentChange[] = [remove(TRAINER_CLIENTS, { _id: data.clientId })];
      if (client?.invite) changes.push(remove(CLIENT_INVITES, { _id: client.invite.code }));
      return changes;
    },
    ClientInvited: async ({ data, metadata }, view) => {
      const client = await view.findOne<TrainerClientDocument>(TRAINER_CLIENTS, {
        _id: data.clientId,
      });
      const invite = { code: data.code, emailedTo: data.email, expiresAt: data.expiresAt };
      // A new invite replaces the previous one: its link stops working.
      const changes: DocumentChange[] =
        client?.invite && client.invite.code !== data.code
          ? [remove(CLIENT_INVITES, { _id: client.invite.code })]
          : [];
      return changes.concat(
        upsert(CLIENT_INVITES, data.code, {
          $set: { trainerId: data.trainerId, clientId: data.clientId, expiresAt: data.expiresAt },
        }),
        update(
          TRAINER_CLIENTS,
          { _id: data.clientId },
          { $set: { invite, updatedAt: metadata.occurredAt } },
        ),
      );
    },
    ClientRecordLinked: ({ data, metadata }) => [
      remove(CLIENT_INVITES, { _id: data.code }),
      update(
        TRAINER_CLIENTS,
        { _id: data.clientId },
        { $set: { userId: data.userId, invite: null, updatedAt: metadata.occurredAt } },
      ),
      updateAll(CLIENT_ATTENDANCE, { clientId: data.clientId }, { $set: { userId: data.userId } }),
    ],
    MeetupClientsSet: async ({ data }, view) => {
      const before = await view.find<ClientAttendanceDocument>(CLIENT_ATTENDANCE, {
        meetupId: data.meetupId,
      });
      const kept = new Set(data.clientIds);
      const known = new Set(before.map((entry) => entry.clientId));
      const added = data.clientIds.filter((clientId) => !known.has(clientId));
      const records =
        added.length > 0
          ? await view.find<TrainerClientDocument>(TRAINER_CLIENTS, { _id: { $in: added } })
          : [];
      const userOf = new Map(records.map((record) => [record._id, record.userId]));
      return [
        ...before
          .filter((entry) => !kept.has(entry.clientId))
          .map((entry) => remove(CLIENT_ATTENDANCE, { _id: entry._id })),
        ...added.map((clientId) =>
          upsert(CLIENT_ATTENDANCE, `${data.meetupId}:${clientId}`, {
            $set: {
              meetupId: data.meetupId,
              clientId,
              trainerId: data.trainerId,
              userId: userOf.get(clientId) ?? null,
            },
          }),
        ),
      ];
    },
  },
});
