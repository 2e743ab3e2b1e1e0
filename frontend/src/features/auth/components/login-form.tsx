import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLoginMutation, useStartSession } from '../api/auth-api';

/**
 * Email + password sign-in, shared by the /login screen and the landing page's dialog.
 * On success it stores the token, greets the user, then hands over to `onSignedIn`
 * (which decides where to go).
 */
export function LoginForm({
  onSignedIn,
  onCreateAccount,
  footer,
}: {
  onSignedIn: () => void | Promise<void>;
  /** Called when the 'Create your account' or 'Forgot password?' link is followed (the dialog closes itself). */
  onCreateAccount?: () => void;
  footer?: ReactNode;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useStartSession();
  const [redirecting, setRedirecting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    let token: string;
    try {
      ({ token } = await login({ email: email.trim(), password }).unwrap());
    } catch (error) {
      setServerError(getServerMessage(error) ?? null);
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: 'Please check your email and password.',
      });
      return;
    }
    startSession(token);
    toast({ title: 'Welcome back!', description: "You've been logged in successfully." });
    setRedirecting(true);
    await onSignedIn();
  }

  const pending = isLoading || redirecting;

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field id={`${id}-email`} label="Email">
        {(control) => (
          <Input
            {...control}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-password`} label="Password">
        {(control) => (
          <Input
            {...control}
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link
          to={paths.forgotPassword.getHref()}
          onClick={onCreateAccount}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Forgot password?
        </Link>
      </p>
      <FormError message={serverError} />
      <SubmitButton
        size="lg"
        pending={pending}
        pendingLabel="Signing in..."
        className="mt-1 w-full"
      >
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        New to PackMeet?{' '}
        <Link
          to={paths.register.getHref()}
          onClick={onCreateAccount}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Create your account
        </Link>
      </p>
      {footer}
    </form>
  );
}
