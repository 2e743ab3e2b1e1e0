import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function NotFoundRoute() {
  useDocumentMeta({ title: 'Page not found · PackMeet' });
  return (
    <SimpleLayout>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-clay-50 text-clay-600">
          <Compass className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-extrabold">404 Page Not Found</h1>
        <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-2">
          <Link to={paths.home.getHref()}>Return Home</Link>
        </Button>
      </div>
    </SimpleLayout>
  );
}
