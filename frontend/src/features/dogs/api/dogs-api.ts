import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { DogSafetyFields } from '@packmeet/backend/contracts/entry-rules';
import type {
  AddDogBody,
  AddDogsBody,
  UpdateDogBody,
} from '@packmeet/backend/contracts/requests/dog.request';
import { api } from '@/lib/api';

const DOG_LIST = { type: 'Dog', id: 'LIST' } as const;

export const dogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDogs: build.query<DogResponse[], void>({
      query: () => '/api/dogs',
      providesTags: (dogs) =>
        dogs
          ? [DOG_LIST, ...dogs.map((dog) => ({ type: 'Dog' as const, id: dog.id }))]
          : [DOG_LIST],
    }),
    createDog: build.mutation<DogResponse, AddDogBody & DogSafetyFields>({
      query: (body) => ({ url: '/api/dogs', method: 'POST', body }),
      invalidatesTags: [DOG_LIST],
    }),
    updateDog: build.mutation<
      DogResponse,
      { id: string; changes: UpdateDogBody & DogSafetyFields }
    >({
      query: ({ id, changes }) => ({
        url: `/api/dogs/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (_result, _error, { id }) => [DOG_LIST, { type: 'Dog', id }],
    }),
    deleteDog: build.mutation<void, string>({
      query: (id) => ({ url: `/api/dogs/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [DOG_LIST, { type: 'Dog', id }],
    }),
    createDogsBulk: build.mutation<
      DogResponse[],
      (AddDogsBody['dogs'][number] & DogSafetyFields)[]
    >({
      query: (dogs) => ({ url: '/api/dogs/bulk', method: 'POST', body: { dogs } }),
      invalidatesTags: [DOG_LIST],
    }),
  }),
});

export const {
  useGetDogsQuery,
  useLazyGetDogsQuery,
  useCreateDogMutation,
  useUpdateDogMutation,
  useDeleteDogMutation,
  useCreateDogsBulkMutation,
} = dogsApi;
