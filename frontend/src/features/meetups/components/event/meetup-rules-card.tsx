import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { DogEligibilityList } from '@/components/dog-eligibility-list';
import { EntryRulesCard } from '@/components/entry-rules-card';
import { hasAnyRule } from '@/lib/entry-rules';
import { useGetMeetupEligibilityQuery } from '../../api/eligibility-api';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * The meetup's rules (its group's with any it adds) and which of the viewer's dogs meet them
 * on the meetup's date. The eligibility answer carries the rules, so signed-in people see them.
 */
export function MeetupRulesCard({
  meetup,
  signedIn,
}: {
  meetup: MeetupResponse;
  signedIn: boolean;
}) {
  const { data } = useGetMeetupEligibilityQuery(meetup.id, { skip: !signedIn });
  if (!data || !hasAnyRule(data.rules)) return null;
  return (
    <EntryRulesCard rules={data.rules} title="Rules for this meetup">
      {data.dogs.length > 0 ? (
        <div className="border-t border-border pt-4">
          <DogEligibilityList
            dogs={data.dogs}
            heading={`Your dogs on ${day.format(new Date(`${data.onDate}T12:00:00`))}`}
          />
        </div>
      ) : null}
    </EntryRulesCard>
  );
}
