import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Spec section 8: a group that fails to load shows Group Not Found. */
export function GroupNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col py-6">
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-clay-50 text-clay-600">
          <SearchX className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Group Not Found</h1>
        <p className="max-w-md text-base leading-relaxed text-muted-foreground">
          This group may have been removed, or the link isn&apos;t quite right.
        </p>
        <Button asChild className="mt-2">
          <Link to={paths.findGroups.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Find Groups
          </Link>
        </Button>
      </Card>
    </div>
  );
}
