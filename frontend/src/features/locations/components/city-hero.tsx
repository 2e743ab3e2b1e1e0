import { ArrowRight, Medal } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CitySummary } from '@packmeet/backend/contracts/locations';
import { CITY_HERO_TEXT as TEXT } from '@packmeet/backend/contracts/first-screen';
import { useCallsToAction } from '../hooks/use-calls-to-action';

function HeroStat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-0.5 rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
      <dt className="text-sm font-medium text-pine-100">{label}</dt>
      <dd className="font-display text-3xl font-extrabold text-white">
        {value.toLocaleString('en-US')}
      </dd>
    </div>
  );
}

/** Spec section 2, City page header: city and state, the four statistics, the join link. */
export function CityHero({ summary }: { summary: CitySummary }) {
  const place = [summary.city, summary.state].filter(Boolean).join(', ');
  const { joinCommunity } = useCallsToAction();
  return (
    <section
      aria-labelledby="city-heading"
      className="flex flex-col gap-7 rounded-[2rem] bg-pine-800 bg-[radial-gradient(circle_at_85%_15%,var(--color-clay-500),transparent_45%),radial-gradient(circle_at_5%_95%,var(--color-pine-500),transparent_50%)] px-6 py-10 text-white sm:px-10 sm:py-12"
    >
      <h1 id="city-heading" className="flex flex-col gap-1">
        <span className="text-4xl leading-tight font-extrabold sm:text-5xl">{place}</span>
        <span className="text-lg font-semibold text-pine-100 sm:text-xl">{TEXT.subtitle}</span>
      </h1>
      <dl aria-label="City statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <HeroStat label={TEXT.stats.totalGroups} value={summary.totalGroups} />
        <HeroStat label={TEXT.stats.totalMembers} value={summary.totalMembers} />
        <HeroStat label={TEXT.stats.totalMeetups} value={summary.totalMeetups} />
        <HeroStat label={TEXT.stats.totalDogs} value={summary.totalDogs} />
      </dl>
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        {summary.popularBreeds.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="flex items-center gap-1.5 text-sm font-semibold text-pine-100">
              <Medal className="size-4" aria-hidden="true" />
              {TEXT.popularBreeds}
            </p>
            <ol aria-label="Most popular breeds in the city" className="flex flex-wrap gap-2">
              {summary.popularBreeds.map((breed, index) => (
                <li
                  key={breed}
                  className="rounded-full bg-white/12 px-3 py-1 text-sm font-semibold ring-1 ring-white/20"
                >
                  <span className="text-pine-200">{index + 1}.</span> {breed}
                </li>
              ))}
            </ol>
          </div>
        ) : (
          <span />
        )}
        <Button
          asChild
          variant="accent"
          size="lg"
          className="h-auto min-h-12 py-3 whitespace-normal"
        >
          <Link to={joinCommunity}>
            {TEXT.join(summary.city)}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
