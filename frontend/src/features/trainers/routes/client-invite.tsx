import { CheckCircle2, Link2Off } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ClientInviteAccepted } from '@packmeet/backend/contracts/trainers';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { PageMessage } from '@/components/page-message';
import { SignUpOrIn } from '@/components/sign-up-or-in';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { useAuthToken } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';
import { pluralize } from '@/lib/utils';
import { useAcceptClientInviteMutation, useGetClientInviteQuery } from '../api/trainers-api';

/** After accepting: whose client they are now, and their attendance record with what came over. */
function Accepted({ accepted }: { accepted: ClientInviteAccepted }) {
  const trainer = `${accepted.trainer.firstName} ${accepted.trainer.lastName}`;
  const { entries } = accepted.attendance;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-pine-600" aria-hidden="true" />
          You&apos;re connected with {trainer}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-sand-800">
          {pluralize(accepted.meetupsCarriedOver, 'past meetup')} with {trainer} now{' '}
          {accepted.meetupsCarriedOver === 1 ? 'is' : 'are'} on your attendance record.
        </p>
        <section aria-labelledby="attendance-heading" className="flex flex-col gap-2">
          <h2 id="attendance-heading" className="font-bold">
            Your attendance history
          </h2>
          {entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No meetups yet.</p>
          ) : (
            <ul aria-label="Attendance history" className="flex flex-col gap-1 text-sm">
              {entries.map((entry) => (
                <li key={entry.meetupId}>
                  <Link
                    to={paths.event.getHref(entry.slug)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {entry.title}
                  </Link>{' '}
                  · {new Date(entry.startsAt).toLocaleDateString()} ·{' '}
                  {entry.outcome === 'attended' ? 'Attended' : 'No-show'}
                </li>
              ))}
            </ul>
          )}
        </section>
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.trainer.getHref(accepted.trainer.username)}>
            See {accepted.trainer.firstName}&apos;s upcoming meetups
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * /client-invite/{code}: a trainer's invite to a client. Signed out, it leads through sign-up
 * (or sign-in) and back here; signed in, the person accepts and their history comes over.
 */
export function ClientInviteRoute() {
  const { code = '' } = useParams();
  const { pathname } = useLocation();
  const signedIn = Boolean(useAuthToken());
  const { data: invite, isLoading, isError } = useGetClientInviteQuery(code, { skip: !code });
  const [accept, { data: accepted, error: acceptError, isLoading: accepting }] =
    useAcceptClientInviteMutation();
  useDocumentMeta({ title: 'Invitation from your trainer · PackMeet' });

  let content;
  if (accepted) content = <Accepted accepted={accepted} />;
  else if (isLoading) content = <LoadingState label="Opening the invitation..." />;
  else if (isError || !invite || invite.expired)
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
        It may have expired or been used already. Ask your trainer for a new one.
      </PageMessage>
    );
  else {
    const trainer = `${invite.trainer.firstName} ${invite.trainer.lastName}`;
    content = (
      <Card>
        <CardHeader>
          <p className="text-sm font-semibold tracking-wide text-clay-600 uppercase">
            You&apos;re invited
          </p>
          <CardTitle className="text-2xl">{trainer} invited you to PackMeet</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-base text-sand-800">
            {trainer} keeps a record of the meetups you and {invite.dogName} came to. Accept to keep
            that history in your own account, and see {invite.trainer.firstName}&apos;s meetups.
          </p>
          {signedIn ? (
            <>
              <Button className="self-start" disabled={accepting} onClick={() => void accept(code)}>
                Accept invite
              </Button>
              {acceptError ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {getServerMessage(acceptError) ?? 'Could not accept the invite.'}
                </p>
              ) : null}
            </>
          ) : (
            <SignUpOrIn returnTo={pathname} signUpLabel="Sign up to accept" />
          )}
        </CardContent>
      </Card>
    );
  }
  return <PublicPageLayout width="medium">{content}</PublicPageLayout>;
}
