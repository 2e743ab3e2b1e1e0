import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { getServerMessage } from '@/lib/api-error';
import { useChangeEmailMutation, useChangePasswordMutation } from '../api/profile-api';

const failed = (error: unknown) =>
  getServerMessage(error) ?? 'Something went wrong. Please try again.';

function ChangePasswordForm() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await change({ currentPassword: current, newPassword: next }).unwrap();
      setCurrent('');
      setNext('');
      setMessage({ ok: true, text: 'Password changed. Your other devices are signed out.' });
    } catch (error) {
      setMessage({ ok: false, text: failed(error) });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label="Change password">
      <h3 className="font-bold">Change password</h3>
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
      />
      <TextField
        id={`${id}-new`}
        label="New password"
        hint="At least 6 characters."
        type="password"
        autoComplete="new-password"
        value={next}
        onValue={setNext}
      />
      <Outcome message={message} />
      <SubmitButton pending={isLoading} pendingLabel="Saving..." className="self-start">
        Change Password
      </SubmitButton>
    </form>
  );
}

function ChangeEmailForm({ profile }: { profile: ProfileResponse }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [change, { isLoading }] = useChangeEmailMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const answer = await change({ email: email.trim(), password }).unwrap();
      setPassword('');
      setMessage({
        ok: true,
        // With email off the server changes it at once: no link could reach the new address.
        text: answer.pendingEmail
          ? `We sent a link to ${answer.pendingEmail}. Your email changes once you open it.`
          : `Your email is now ${answer.email}.`,
      });
    } catch (error) {
      setMessage({ ok: false, text: failed(error) });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label="Change email">
      <h3 className="font-bold">Change email</h3>
      <p className="text-sm text-muted-foreground">
        Now: {profile.email}
        {profile.pendingEmail && ` (waiting for you to confirm ${profile.pendingEmail})`}
      </p>
      <TextField
        id={`${id}-email`}
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
      />
      <TextField
        id={`${id}-password`}
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <Outcome message={message} />
      <SubmitButton pending={isLoading} pendingLabel="Sending..." className="self-start">
        Change Email
      </SubmitButton>
    </form>
  );
}

function Outcome({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  if (!message.ok) return <FormError message={message.text} />;
  return (
    <p role="status" className="text-sm font-medium">
      {message.text}
    </p>
  );
}

/** Password, email and signing out everywhere; `signOutEverywhere` comes from the auth feature. */
export function AccountSecurity({
  profile,
  signOutEverywhere,
}: {
  profile: ProfileResponse;
  signOutEverywhere: ReactNode;
}) {
  return (
    <Card className="mt-6 flex flex-col gap-6 p-5 sm:p-8">
      <h2 className="text-xl font-bold">Sign-in and security</h2>
      <ChangePasswordForm />
      <ChangeEmailForm profile={profile} />
      {signOutEverywhere}
    </Card>
  );
}
