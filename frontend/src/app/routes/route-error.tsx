import { CircleAlert } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/browser';

/** Last-resort screen for an unexpected rendering error. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <SimpleLayout>
      <div
        role="alert"
        className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center"
      >
        <CircleAlert className="size-12 text-clay-500" aria-hidden="true" />
        <h1 className="text-2xl font-extrabold">Something went wrong</h1>
        <p className="text-muted-foreground">Please reload the page and try again.</p>
        <Button onClick={reloadPage}>Reload</Button>
      </div>
    </SimpleLayout>
  );
}
