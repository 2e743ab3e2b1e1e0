import { MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/coming-soon';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

/** `portland-or` -> `Portland, OR` (the title before city data arrives). */
export function cityNameFromSlug(slug: string): string {
  const parts = slug.split('-').filter(Boolean);
  const last = parts.at(-1);
  const hasState = parts.length > 1 && last !== undefined && last.length === 2;
  const words = (hasState ? parts.slice(0, -1) : parts).map(
    (word) => word.charAt(0).toUpperCase() + word.slice(1),
  );
  return hasState ? `${words.join(' ')}, ${last.toUpperCase()}` : words.join(' ');
}

export function CityRoute() {
  const { citySlug = '' } = useParams();
  const cityName = cityNameFromSlug(citySlug);
  useDocumentMeta({
    title: `${cityName} Dog Meetups & Groups · PackMeet`,
    description: `Find calm, organized dog meetups and local dog groups in ${cityName} on PackMeet.`,
  });
  return (
    <SimpleLayout width="wide">
      <ComingSoon
        icon={MapPin}
        title={`${cityName} Dog Community Hub`}
        description="The city hub with local groups, stats and popular breeds is on its way. Join now and be part of the first groups here."
        backTo={paths.home.getHref()}
        backLabel="Back to all locations"
      >
        <Button asChild className="mt-2">
          <Link to={paths.register.getHref()}>Join Community Free</Link>
        </Button>
      </ComingSoon>
    </SimpleLayout>
  );
}
