import { CalendarDays, Check, Settings, UserRound, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { pluralize } from '@/lib/utils';
import { useJoinGroup } from '../hooks/use-join-group';
import { useMembership } from '../hooks/use-membership';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { LeaveGroupDialog } from './leave-group-dialog';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

function Fact({ icon: Icon, children }: { icon: typeof Users; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-sand-700">
      <Icon className="size-4 shrink-0 text-pine-600" aria-hidden="true" />
      {children}
    </li>
  );
}

/**
 * Spec section 2 "Group Details": member count, description and the actions for the caller's
 * membership: Join Group (non-members); Schedule Meetup (members, given by `scheduleAction`);
 * Manage (the creator, not built yet) or Leave Group (other members).
 */
export function GroupDetailsCard({
  group,
  scheduleAction,
}: {
  group: GroupResponse;
  scheduleAction?: ReactNode;
}) {
  const { isMember, isCreator } = useMembership(group);
  const [joinGroup, { isLoading: joining }] = useJoinGroup();
  const [leaving, setLeaving] = useState(false);
  const created = group.createdAt ? new Date(group.createdAt) : null;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Group Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <Fact icon={Users}>
            <span className="font-semibold text-foreground">
              {pluralize(group.memberCount ?? 0, 'member')}
            </span>
          </Fact>
          {group.creatorDisplayName ? (
            <Fact icon={UserRound}>{`Started by ${group.creatorDisplayName}`}</Fact>
          ) : null}
          {created && !Number.isNaN(created.getTime()) ? (
            <Fact icon={CalendarDays}>{`Since ${monthYear.format(created)}`}</Fact>
          ) : null}
        </ul>

        {group.description?.trim() ? (
          <p className="text-base leading-relaxed whitespace-pre-line text-sand-800">
            {group.description}
          </p>
        ) : (
          <p className="text-base text-sand-400 italic">No description yet.</p>
        )}

        <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:flex-wrap">
          {isMember ? (
            <>
              <Button variant="secondary" disabled>
                <Check aria-hidden="true" />
                You&apos;re in this group
              </Button>
              {scheduleAction}
              {isCreator ? (
                <Tooltip content="Coming soon">
                  <Button
                    variant="outline"
                    aria-disabled="true"
                    onClick={(event) => event.preventDefault()}
                    className="cursor-not-allowed opacity-55 hover:bg-card"
                  >
                    <Settings aria-hidden="true" />
                    Manage
                  </Button>
                </Tooltip>
              ) : (
                <Button variant="outline" onClick={() => setLeaving(true)}>
                  Leave Group
                </Button>
              )}
            </>
          ) : (
            <Button onClick={() => void joinGroup(group.id)} disabled={joining}>
              {joining ? 'Joining...' : 'Join Group'}
            </Button>
          )}
        </div>
      </CardContent>
      {!isCreator ? (
        <LeaveGroupDialog group={group} open={leaving} onOpenChange={setLeaving} />
      ) : null}
    </Card>
  );
}
