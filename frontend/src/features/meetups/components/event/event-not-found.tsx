import { Home, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Spec sections 2 and 8: a missing event shows Event Not Found with Return Home. */
export function EventNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col py-6">
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-clay-50 text-clay-600">
          <SearchX className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Event Not Found</h1>
        <p className="max-w-md text-base leading-relaxed text-muted-foreground">
          This meetup may have been removed, or the link isn&apos;t quite right.
        </p>
        <Button asChild className="mt-2">
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" />
            Return Home
          </Link>
        </Button>
      </Card>
    </div>
  );
}

/** Anything but a missing event: say so and offer another try. */
export function EventLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col py-6">
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <h1 className="text-2xl font-extrabold sm:text-3xl">We couldn&apos;t load this event</h1>
        <p className="max-w-md text-base leading-relaxed text-muted-foreground">
          Check your connection and try again.
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRetry}>Try Again</Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Return Home</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
