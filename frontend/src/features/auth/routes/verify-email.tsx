import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { useVerifyEmailMutation } from '../api/auth-api';
import { AuthPage } from '../components/auth-page';

/**
 * The page a verification email links to: `/verify-email?token=...`. Opening
 * it verifies (a page opened by a person, not a mail scanner's GET: the POST
 * comes from the app's script).
 */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under React's doubled effects in development.
    if (started.current) return;
    started.current = true;
    verify({ token })
      .unwrap()
      .then(
        (answer) => setOutcome({ ok: true, message: answer.message }),
        (failure: unknown) =>
          setOutcome({
            ok: false,
            message: getServerMessage(failure) ?? 'Something went wrong. Please try again.',
          }),
      );
  }, [token, verify]);

  return (
    <AuthPage title="Confirm your email" intro="Verified members can create groups and meetups.">
      <p role="status" className="text-center">
        {outcome ? outcome.message : 'Checking your link...'}
      </p>
      {outcome && (
        <p className="text-center">
          <Link
            to={outcome.ok ? paths.dashboard.getHref() : paths.profile.getHref()}
            className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {outcome.ok ? 'Go to your dashboard' : 'Send a new link from your profile'}
          </Link>
        </p>
      )}
    </AuthPage>
  );
}
