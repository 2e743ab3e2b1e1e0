import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { AuthPage } from '../components/auth-page';

/** "Forgot password?": the answer is the same whether or not the email has an account. */
export function ForgotPasswordRoute() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      setSent((await request({ email: email.trim() }).unwrap()).message);
    } catch (failure) {
      setError(getServerMessage(failure) ?? 'Something went wrong. Please try again.');
    }
  }

  return (
    <AuthPage
      title="Forgot your password?"
      intro="Tell us the email you signed up with and we will send you a link to choose a new one."
    >
      {sent ? (
        <p role="status" className="text-center">
          {sent}
        </p>
      ) : (
        <form onSubmit={handleSubmit} className="flex flex-col gap-4">
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onValue={setEmail}
          />
          <FormError message={error} />
          <SubmitButton size="lg" pending={isLoading} pendingLabel="Sending..." className="w-full">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
      <p className="text-center text-sm">
        <Link
          to={paths.login.getHref()}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Back to sign in
        </Link>
      </p>
    </AuthPage>
  );
}
