import type { EligibilityResponse } from '@packmeet/backend/contracts/groups';
import { api } from '@/lib/api';
import { meetupUrl } from './meetups-api';

/**
 * The caller's dogs against the meetup's rules (its group's and its own, combined) on the
 * meetup's date. A dog profile edit changes the answer, so it follows the dog list's tag.
 */
export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMeetupEligibility: build.query<EligibilityResponse, string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/eligibility`,
      providesTags: (_result, _error, meetupId) => [
        { type: 'Eligibility', id: `MEETUP-${meetupId}` },
        { type: 'Dog', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMeetupEligibilityQuery } = eligibilityApi;
