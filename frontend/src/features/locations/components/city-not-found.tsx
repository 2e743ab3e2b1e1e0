import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCallsToAction } from '../hooks/use-calls-to-action';

/** Spec sections 2 and 8: a city without groups, or one that failed to load. */
export function CityNotFound({ cityName, reason }: { cityName: string; reason: string }) {
  const { startGroup } = useCallsToAction();
  return (
    <Card className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-clay-50 text-clay-600">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-extrabold sm:text-3xl">No Groups Found in This City</h1>
      <p className="max-w-md text-base leading-relaxed text-muted-foreground">
        There are no PackMeet groups in {cityName} yet. Start the first one and the dog owners
        around you will find it here.
      </p>
      <p className="text-xs text-sand-500">{reason}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="accent">
          <Link to={startGroup}>Start the First Group</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to All Locations
          </Link>
        </Button>
      </div>
    </Card>
  );
}
