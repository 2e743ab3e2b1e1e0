import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { Link } from 'react-router-dom';
import { DogEligibilityList } from '@/components/dog-eligibility-list';
import { EntryRulesCard } from '@/components/entry-rules-card';
import { paths } from '@/config/paths';
import { hasAnyRule } from '@/lib/entry-rules';
import { useGetGroupEligibilityQuery } from '../api/group-management-api';

/** The group's rules in plain words, and which of the viewer's dogs meet them today. */
export function GroupRulesCard({
  group,
  inviteCode = null,
}: {
  group: GroupResponse;
  /** The invite link the page was opened through. */
  inviteCode?: string | null;
}) {
  const ruled = hasAnyRule(group.rules);
  const { data } = useGetGroupEligibilityQuery({ groupId: group.id, inviteCode }, { skip: !ruled });
  if (!ruled) return null;
  const dogs = data?.dogs ?? [];
  return (
    <EntryRulesCard rules={group.rules}>
      {dogs.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <DogEligibilityList dogs={dogs} />
          {dogs.some((dog) => !dog.eligible) ? (
            <p className="text-xs text-muted-foreground">
              Fill in or update the details on{' '}
              <Link to={paths.myDogs.getHref()} className="font-semibold underline">
                My Dogs
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : null}
    </EntryRulesCard>
  );
}
