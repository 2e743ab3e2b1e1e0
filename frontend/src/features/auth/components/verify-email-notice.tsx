import { verifyEmailFirst } from '@packmeet/backend/contracts/accounts';
import { MailWarning } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { getServerMessage } from '@/lib/api-error';
import { useResendVerificationMutation } from '../api/auth-api';
import { useUnverifiedEmail } from '../hooks/use-unverified-email';

/**
 * Says plainly what an unverified account cannot do yet, with a way to get a new link.
 * `what` ('create a group'): the words of a form that would be refused, shown in its place.
 */
export function VerifyEmailNotice({ email, what }: { email: string; what?: string }) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [answer, setAnswer] = useState<string | null>(null);

  async function handleResend() {
    try {
      setAnswer((await resend().unwrap()).message);
    } catch (failure) {
      // Too many asks answer 429 with when to try again.
      setAnswer(getServerMessage(failure) ?? 'Something went wrong. Please try again.');
    }
  }

  return (
    <section
      aria-label="Verify your email"
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-6 shrink-0 text-clay-500" aria-hidden="true" />
      <p className="flex-1 text-sm">
        {what
          ? verifyEmailFirst(what)
          : `Please verify your email address (${email}) to create groups and schedule meetups. Open the link we emailed you, or send it again.`}
        {answer && (
          <span role="status" className="mt-1 block font-medium">
            {answer}
          </span>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={handleResend} disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send the link again'}
      </Button>
    </section>
  );
}

/**
 * A form the server would refuse until the email is verified: in its place, the notice
 * saying so, rather than a 403 after the member filled it in.
 */
export function VerifyEmailFirst({ what, children }: { what: string; children: ReactNode }) {
  const email = useUnverifiedEmail();
  if (email === null) return children;
  return <VerifyEmailNotice email={email} what={what} />;
}
