import { api } from '@/lib/api';
import type { BulkDogInput, Dog, DogInput } from '../types';

const DOG_LIST = { type: 'Dog', id: 'LIST' } as const;

export const dogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDogs: build.query<Dog[], void>({
      query: () => '/api/dogs',
      providesTags: (dogs) =>
        dogs
          ? [DOG_LIST, ...dogs.map((dog) => ({ type: 'Dog' as const, id: dog.id }))]
          : [DOG_LIST],
    }),
    createDog: build.mutation<Dog, DogInput>({
      query: (body) => ({ url: '/api/dogs', method: 'POST', body }),
      invalidatesTags: [DOG_LIST],
    }),
    updateDog: build.mutation<Dog, { id: string; changes: DogInput }>({
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
    createDogsBulk: build.mutation<Dog[], BulkDogInput[]>({
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
