import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCallsToAction } from '../hooks/use-calls-to-action';

/** Spec section 2, City page footer call to action. */
export function CityFooterCta({ city }: { city: string }) {
  const { joinCommunity } = useCallsToAction();
  return (
    <section
      aria-labelledby="city-cta-heading"
      className="flex flex-col items-center gap-5 rounded-[2rem] bg-clay-500 bg-[radial-gradient(circle_at_90%_10%,var(--color-clay-300),transparent_55%)] px-6 py-12 text-center text-white sm:py-16"
    >
      <h2 id="city-cta-heading" className="text-3xl font-extrabold sm:text-4xl">
        Ready to meet the {city} pack?
      </h2>
      <p className="max-w-xl text-lg text-clay-50">
        Calm, organized meetups with dogs who match yours. Free for every dog owner, always.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="inverse" size="lg" className="text-clay-700">
          <Link to={joinCommunity}>Join Community Free</Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-white/70 bg-transparent text-white hover:bg-white/10"
        >
          <Link to={paths.groups.getHref()}>Browse All Groups</Link>
        </Button>
      </div>
    </section>
  );
}
