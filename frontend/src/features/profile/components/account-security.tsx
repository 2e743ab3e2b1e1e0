import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { getServerMessage } from '@/lib/api-error';
import { useChangeEmailMutation, useChangePasswordMutation } from '../api/profile-api';

const failed = (error: unknown) =>
  getServerMessage(error) ?? 'Something went wrong. Please try again.';

/**
 * One security form: its fields, then what the last try said (what changed, or why not),
 * then its button. `submit` does the change and answers what to tell the person.
 */
function SecurityForm({
  title,
  submit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: {
  title: string;
  submit: () => Promise<string>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      setMessage({ ok: true, text: await submit() });
    } catch (error) {
      setMessage({ ok: false, text: failed(error) });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label={title}>
      <h3 className="font-bold">{title}</h3>
      {children}
      {message &&
        (message.ok ? (
          <p role="status" className="text-sm font-medium">
            {message.text}
          </p>
        ) : (
          <FormError message={message.text} />
        ))}
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

function ChangePasswordForm() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [change, { isLoading }] = useChangePasswordMutation();

  async function submit() {
    await change({ currentPassword: current, newPassword: next }).unwrap();
    setCurrent('');
    setNext('');
    return 'Password changed. Your other devices are signed out.';
  }

  return (
    <SecurityForm
      title="Change password"
      submit={submit}
      submitLabel="Change Password"
      pendingLabel="Saving..."
      pending={isLoading}
    >
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
    </SecurityForm>
  );
}

function ChangeEmailForm({ profile }: { profile: ProfileResponse }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [change, { isLoading }] = useChangeEmailMutation();

  async function submit() {
    const answer = await change({ email: email.trim(), password }).unwrap();
    setPassword('');
    // With email off the server changes it at once: no link could reach the new address.
    return answer.pendingEmail
      ? `We sent a link to ${answer.pendingEmail}. Your email changes once you open it.`
      : `Your email is now ${answer.email}.`;
  }

  return (
    <SecurityForm
      title="Change email"
      submit={submit}
      submitLabel="Change Email"
      pendingLabel="Sending..."
      pending={isLoading}
    >
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
    </SecurityForm>
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
