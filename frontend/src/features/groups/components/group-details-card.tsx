import { CalendarDays, Check, Send, Settings, UserRound, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrganizerName } from '@/components/organizer-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { toastOutcome } from '@/lib/toast';
import { pluralize } from '@/lib/utils';
import { useWithdrawJoinRequestMutation } from '../api/group-management-api';
import { useJoinGroup } from '../hooks/use-join-group';
import { useMembership } from '../hooks/use-membership';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { JoinRequestDialog } from './join-request-dialog';
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

/** Join at once (public), or ask (private, invite-only); a pending request can be taken back. */
function JoinAction({ group, inviteCode }: { group: GroupResponse; inviteCode?: string | null }) {
  const [joinGroup, { isLoading: joining }] = useJoinGroup();
  const [asking, setAsking] = useState(false);
  const [withdraw, { isLoading: withdrawing }] = useWithdrawJoinRequestMutation();

  if (group.kind === 'public' && !inviteCode)
    return (
      <Button onClick={() => void joinGroup(group.id)} disabled={joining}>
        {joining ? 'Joining...' : 'Join Group'}
      </Button>
    );
  if (group.joinRequest)
    return (
      <>
        <Button variant="secondary" disabled>
          <Send aria-hidden="true" />
          Request sent
        </Button>
        <Button
          variant="outline"
          disabled={withdrawing}
          onClick={() =>
            void toastOutcome(
              withdraw(group.id).unwrap(),
              { description: 'Your request to join was withdrawn.' },
              { title: 'Could not withdraw', fallback: 'Something went wrong. Please try again.' },
            )
          }
        >
          {withdrawing ? 'Withdrawing...' : 'Withdraw request'}
        </Button>
      </>
    );
  return (
    <>
      <Button onClick={() => setAsking(true)}>Request to Join</Button>
      <JoinRequestDialog
        group={group}
        open={asking}
        onOpenChange={setAsking}
        inviteCode={inviteCode}
      />
    </>
  );
}

/**
 * Spec section 2 "Group Details": member count, description and the actions for the caller's
 * membership: Join Group or Request to Join (non-members); Schedule Meetup (members, given by
 * `scheduleAction`); Manage (the owner and co-organizers); Leave Group (everyone but the owner,
 * who hands the group over first).
 */
export function GroupDetailsCard({
  group,
  scheduleAction,
  inviteCode,
}: {
  group: GroupResponse;
  scheduleAction?: ReactNode;
  /** The invite link the page was opened through, sent with the join request. */
  inviteCode?: string | null;
}) {
  const { isMember, isCreator } = useMembership(group);
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
          {group.creatorDisplayName && group.view !== 'listing' ? (
            <Fact icon={UserRound}>
              <span>
                Started by{' '}
                <OrganizerName name={group.creatorDisplayName} trainer={group.creatorTrainer} />
              </span>
            </Fact>
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
          <p className="text-base text-muted-foreground italic">No description yet.</p>
        )}

        <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:flex-wrap">
          {isMember ? (
            <>
              <Button variant="secondary" disabled>
                <Check aria-hidden="true" />
                You&apos;re in this group
              </Button>
              {scheduleAction}
              {group.canManage ? (
                <Button asChild variant="outline">
                  <Link to={paths.manageGroup.getHref(group.id)}>
                    <Settings aria-hidden="true" />
                    Manage
                  </Link>
                </Button>
              ) : null}
              {isCreator ? null : (
                <Button variant="outline" onClick={() => setLeaving(true)}>
                  Leave Group
                </Button>
              )}
            </>
          ) : (
            <JoinAction group={group} inviteCode={inviteCode} />
          )}
        </div>
        {isMember && isCreator ? (
          <p className="text-sm text-muted-foreground">
            You own this group. To leave it, first hand it to a co-organizer in Manage.
          </p>
        ) : null}
      </CardContent>
      {!isCreator ? (
        <LeaveGroupDialog group={group} open={leaving} onOpenChange={setLeaving} />
      ) : null}
    </Card>
  );
}
