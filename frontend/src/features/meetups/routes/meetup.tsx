import { CalendarHeart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ComingSoon } from '@/components/coming-soon';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

/** The shareable event screen, reached by /meetups/{id} or /event/{slug}. */
export function MeetupRoute() {
  useDocumentMeta({ title: 'Dog Meetup · PackMeet' });
  return (
    <SimpleLayout width="wide">
      <ComingSoon
        icon={CalendarHeart}
        title="Dog meetup"
        description="Shareable event pages with the time, place and who's going are coming soon."
        backTo={paths.home.getHref()}
        backLabel="Return Home"
      >
        <Button asChild className="mt-2">
          <Link to={paths.register.getHref()}>Join PackMeet Free</Link>
        </Button>
      </ComingSoon>
    </SimpleLayout>
  );
}
