import { Home, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMessage } from '@/components/page-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec sections 2 and 8: a missing event shows Event Not Found with Return Home. */
export function EventNotFound() {
  return (
    <PageMessage
      icon={SearchX}
      title="Event Not Found"
      actions={
        <Button asChild className="mt-2">
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" />
            Return Home
          </Link>
        </Button>
      }
    >
      This meetup may have been removed, or the link isn&apos;t quite right.
    </PageMessage>
  );
}

/** Anything but a missing event: say so and offer another try. */
export function EventLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      title="We couldn't load this event"
      actions={
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRetry}>Try Again</Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Return Home</Link>
          </Button>
        </div>
      }
    >
      Check your connection and try again.
    </PageMessage>
  );
}
