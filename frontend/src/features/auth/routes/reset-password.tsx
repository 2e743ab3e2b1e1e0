import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthPage } from '../components/auth-page';

const linkClass =
  'rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** The page a reset email links to: `/reset-password?token=...`. */
export function ResetPasswordRoute() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError('The two passwords do not match.');
      return;
    }
    try {
      setDone((await reset({ token, password }).unwrap()).message);
    } catch (failure) {
      setError(getServerMessage(failure) ?? 'Something went wrong. Please try again.');
    }
  }

  return (
    <AuthPage title="Choose a new password" intro="At least 6 characters. Then sign in with it.">
      {done ? (
        <>
          <p role="status" className="text-center">
            {done}
          </p>
          <p className="text-center">
            <Link to={paths.login.getHref()} className={linkClass}>
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <form onSubmit={handleSubmit} className="flex flex-col gap-4">
          <TextField
            id={`${id}-password`}
            label="New password"
            type="password"
            minLength={6}
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
          />
          <TextField
            id={`${id}-confirm`}
            label="New password again"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onValue={setConfirm}
          />
          <FormError message={error} />
          <SubmitButton size="lg" pending={isLoading} pendingLabel="Saving..." className="w-full">
            Set New Password
          </SubmitButton>
          <p className="text-center text-sm">
            <Link to={paths.forgotPassword.getHref()} className={linkClass}>
              Ask for a new link
            </Link>
          </p>
        </form>
      )}
    </AuthPage>
  );
}
