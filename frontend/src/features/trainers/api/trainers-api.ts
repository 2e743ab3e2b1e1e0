import type {
  AddClientBody,
  ChangeClientBody,
  InviteClientBody,
} from '@packmeet/backend/contracts/requests/trainer-clients.request';
import type {
  ClientInviteAccepted,
  ClientInvitePreview,
  ClientInviteResponse,
  ClientRecordResponse,
  MeetupClientsResponse,
  TrainerPageResponse,
} from '@packmeet/backend/contracts/trainers';
import { api } from '@/lib/api';

const CLIENTS = { type: 'TrainerClients' as const, id: 'LIST' };

/*
 * Trainer pages, a trainer's client records, and client invites. Client records change only by
 * the trainer's own hand, so each mutation refreshes the list it changed.
 */
export const trainersApi = api
  .enhanceEndpoints({ addTagTypes: ['TrainerClients'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getTrainerPage: build.query<TrainerPageResponse, string>({
        query: (username) => `/api/trainers/${encodeURIComponent(username)}`,
      }),
      listClients: build.query<ClientRecordResponse[], void>({
        query: () => '/api/trainer/clients',
        providesTags: [CLIENTS],
      }),
      addClient: build.mutation<ClientRecordResponse, AddClientBody>({
        query: (body) => ({ url: '/api/trainer/clients', method: 'POST', body }),
        invalidatesTags: [CLIENTS],
      }),
      changeClient: build.mutation<ClientRecordResponse, { id: string; changes: ChangeClientBody }>(
        {
          query: ({ id, changes }) => ({
            url: `/api/trainer/clients/${encodeURIComponent(id)}`,
            method: 'PUT',
            body: changes,
          }),
          invalidatesTags: [CLIENTS],
        },
      ),
      removeClient: build.mutation<void, string>({
        query: (id) => ({
          url: `/api/trainer/clients/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: [CLIENTS],
      }),
      inviteClient: build.mutation<ClientInviteResponse, { id: string; body: InviteClientBody }>({
        query: ({ id, body }) => ({
          url: `/api/trainer/clients/${encodeURIComponent(id)}/invite`,
          method: 'POST',
          body,
        }),
        invalidatesTags: [CLIENTS],
      }),
      getMeetupClients: build.query<MeetupClientsResponse, string>({
        query: (meetupId) => `/api/trainer/meetups/${encodeURIComponent(meetupId)}/clients`,
        providesTags: (_result, _error, meetupId) => [{ type: 'TrainerClients', id: meetupId }],
      }),
      setMeetupClients: build.mutation<
        MeetupClientsResponse,
        { meetupId: string; clientIds: string[] }
      >({
        query: ({ meetupId, clientIds }) => ({
          url: `/api/trainer/meetups/${encodeURIComponent(meetupId)}/clients`,
          method: 'PUT',
          body: { clientIds },
        }),
        // The records' meetup counts change too; the meetup's private count arrives by its push.
        invalidatesTags: (_result, _error, { meetupId }) => [
          CLIENTS,
          { type: 'TrainerClients', id: meetupId },
        ],
      }),
      getClientInvite: build.query<ClientInvitePreview, string>({
        query: (code) => `/api/client-invites/${encodeURIComponent(code)}`,
      }),
      acceptClientInvite: build.mutation<ClientInviteAccepted, string>({
        query: (code) => ({
          url: `/api/client-invites/${encodeURIComponent(code)}/accept`,
          method: 'POST',
        }),
      }),
    }),
  });

export const {
  useGetTrainerPageQuery,
  useListClientsQuery,
  useAddClientMutation,
  useChangeClientMutation,
  useRemoveClientMutation,
  useInviteClientMutation,
  useGetMeetupClientsQuery,
  useSetMeetupClientsMutation,
  useGetClientInviteQuery,
  useAcceptClientInviteMutation,
} = trainersApi;
