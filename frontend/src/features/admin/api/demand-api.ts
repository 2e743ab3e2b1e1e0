import type { UnmetDemandResponse } from '@packmeet/backend/contracts/demand';
import { api } from '@/lib/api';

export const demandApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** This month's top unmet demand by city (administrators only). */
    getUnmetDemand: build.query<UnmetDemandResponse, void>({
      query: () => '/api/admin/demand',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUnmetDemandQuery } = demandApi;
