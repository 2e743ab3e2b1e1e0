import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { getServerMessage } from '@/lib/api-error';
import { useChangeEmailMutation, useChangePasswordMutation } from '../api/profile-api';

const failed = (error: unknown) =>
  getServerMessage(error) ?? 'Something went wrong. Please try again.';

function PasswordInput(props: {
  control: object;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  return (
    <Input
      {...props.control}
      type="password"
      required
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

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
      <Field id={`${id}-current`} label="Current password">
        {(control) => (
          <PasswordInput
            control={control}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
          />
        )}
      </Field>
      <Field id={`${id}-new`} label="New password" hint="At least 6 characters.">
        {(control) => (
          <PasswordInput
            control={control}
            value={next}
            onChange={setNext}
            autoComplete="new-password"
          />
        )}
      </Field>
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
        text: `We sent a link to ${answer.pendingEmail ?? email}. Your email changes once you open it.`,
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
      <Field id={`${id}-email`} label="New email">
        {(control) => (
          <Input
            {...control}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label="Your password">
        {(control) => (
          <PasswordInput
            control={control}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
        )}
      </Field>
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
