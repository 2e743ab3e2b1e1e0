import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getServerMessage } from '@/lib/api-error';
import { useResendVerificationMutation } from '../api/auth-api';

/** Says plainly what an unverified account cannot do yet, with a way to get a new link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [answer, setAnswer] = useState<string | null>(null);

  async function handleResend() {
    try {
      setAnswer((await resend().unwrap()).message);
    } catch (failure) {
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
        Please verify your email address ({email}) to create groups and schedule meetups. We sent
        you a link when you signed up.
        {answer && (
          <span role="status" className="mt-1 block font-medium">
            {answer}
          </span>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={handleResend} disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Resend Email'}
      </Button>
    </section>
  );
}
