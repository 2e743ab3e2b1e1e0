import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useAuthToken } from '@/lib/auth-token';
import { reloadPage } from '@/lib/browser';
import { useDocumentMeta } from '@/lib/document-meta';
import { AttendanceRecordCard } from '@/features/meetups';
import { NotificationSettings } from '@/features/notifications';
import { SignOutEverywhere } from '@/features/auth';
import { AccountSecurity } from '../components/account-security';
import { BlockedMembers } from '@/features/moderation';
import { useGetProfileQuery } from '../api/profile-api';
import { LeavePackMeet } from '../components/leave-packmeet';
import { ProfileForm } from '../components/profile-form';
import { ProfileView } from '../components/profile-view';

export function ProfileRoute() {
  useDocumentMeta({ title: 'My Profile · PackMeet' });
  const token = useAuthToken();
  const { data: profile, isLoading, isError } = useGetProfileQuery(undefined, { skip: !token });
  const [editing, setEditing] = useState(false);

  if (!token) return <SignInPrompt message="Sign in to view and edit your profile." />;

  let content;
  if (isLoading) {
    content = <LoadingState label="Loading your profile..." />;
  } else if (isError || !profile) {
    content = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <CircleAlert className="size-10 text-clay-500" aria-hidden="true" />
        <h2 className="text-lg font-bold">Unable to load profile</h2>
        <p className="text-sm text-muted-foreground">
          Something went wrong on our side. Please try again.
        </p>
        <Button variant="outline" onClick={reloadPage} className="mt-2">
          Try Again
        </Button>
      </Card>
    );
  } else if (editing) {
    content = <ProfileForm profile={profile} onDone={() => setEditing(false)} />;
  } else {
    content = <ProfileView profile={profile} onEdit={() => setEditing(true)} />;
  }

  return (
    <>
      <PageHeader
        title="My Profile"
        subtitle={editing ? 'Update how other members see you' : 'Your account details'}
      />
      {content}
      {profile ? <AttendanceRecordCard userId={profile.id} /> : null}
      {profile && <AccountSecurity profile={profile} signOutEverywhere={<SignOutEverywhere />} />}
      <NotificationSettings />
      <BlockedMembers />
      {profile ? <LeavePackMeet /> : null}
    </>
  );
}
