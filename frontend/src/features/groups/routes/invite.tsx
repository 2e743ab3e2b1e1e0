import { Link2Off } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { EntryRulesCard } from '@/components/entry-rules-card';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { PageMessage } from '@/components/page-message';
import { SignUpOrIn } from '@/components/sign-up-or-in';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';
import { hasAnyRule } from '@/lib/entry-rules';
import { formatCityState, pluralize } from '@/lib/utils';
import { useGetInviteQuery } from '../api/group-management-api';
import { GroupDetailsCard } from '../components/group-details-card';
import { GroupRulesCard } from '../components/group-rules-card';
import { KindBadge } from '../components/kind-badge';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';

/** Signed out: what the group is, and the way in through sign-up (or sign-in) and back here. */
function SignedOutInvite({ group, returnTo }: { group: GroupResponse; returnTo: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{group.description ? 'About this group' : 'You are invited'}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm font-semibold text-sand-800">
          {pluralize(group.memberCount, 'member')}
        </p>
        {group.description ? (
          <p className="text-base whitespace-pre-line text-sand-800">{group.description}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Create a free account and add your dog, then ask to join. The organizers approve each
          request.
        </p>
        <SignUpOrIn returnTo={returnTo} signUpLabel="Sign up to join" />
      </CardContent>
    </Card>
  );
}

/**
 * /invite/{code}: the group an invite link opens, for anyone holding the link. Signed out, it
 * leads through sign-up and dog setup back here; signed in, to the join request with the code.
 */
export function InviteRoute() {
  const { code = '' } = useParams();
  const { pathname } = useLocation();
  const signedIn = Boolean(useAuthToken());
  const { data, isLoading, isError } = useGetInviteQuery(code, { skip: !code });
  const group = data?.group;
  useDocumentMeta({ title: group ? `Join ${group.name} · PackMeet` : 'Invitation · PackMeet' });

  let content;
  if (isLoading) content = <LoadingState label="Opening the invitation..." />;
  else if (isError || !group)
    content = (
      <PageMessage
        icon={Link2Off}
        title="This invite link doesn't work"
        actions={
          <Button asChild className="mt-2">
            <Link to={paths.home.getHref()}>Go to PackMeet</Link>
          </Button>
        }
      >
        It may have expired, been used up or been revoked. Ask the organizer for a new one.
      </PageMessage>
    );
  else
    content = (
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2 text-center">
          <p className="text-sm font-semibold tracking-wide text-clay-600 uppercase">
            You&apos;re invited
          </p>
          <h1 className="text-3xl font-extrabold break-words">{group.name}</h1>
          <div className="flex flex-wrap items-center justify-center gap-2 text-muted-foreground">
            <span>{formatCityState(group.city, group.state)}</span>
            <KindBadge kind={group.kind} />
          </div>
        </header>
        {signedIn ? (
          <>
            <GroupDetailsCard group={group} inviteCode={code} />
            {group.isMember ? (
              <Button asChild variant="link" className="self-center">
                <Link to={paths.group.getHref(group.id)}>Open the group</Link>
              </Button>
            ) : null}
            <GroupRulesCard group={group} inviteCode={code} />
          </>
        ) : (
          <>
            <SignedOutInvite group={group} returnTo={pathname} />
            {hasAnyRule(group.rules) ? <EntryRulesCard rules={group.rules} /> : null}
          </>
        )}
      </div>
    );

  return <PublicPageLayout width="medium">{content}</PublicPageLayout>;
}
