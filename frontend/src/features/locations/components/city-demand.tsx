import { Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';
import { demandSentence, startGroupHref } from '@packmeet/backend/contracts/demand';
import type { CitySummary } from '@packmeet/backend/contracts/locations';

/**
 * What owners near the city looked for this month and did not find, each with a link to start
 * that group (docs/discovery.md, "Demand"). Nothing when nobody did.
 */
export function CityDemand({ summary }: { summary: CitySummary }) {
  if (summary.demand.length === 0) return null;
  return (
    <section
      aria-label={`Groups wanted in ${summary.city}`}
      className="flex flex-col gap-2 rounded-card border border-lake-100 bg-lake-50 px-5 py-4"
    >
      {summary.demand.map((line) => (
        <p
          key={line.activity ?? 'any'}
          className="flex items-start gap-2.5 text-sm font-medium text-lake-800"
        >
          <Sprout className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {`${demandSentence(line, summary.city)} - `}
            <Link
              to={startGroupHref(summary.city, summary.state, line.activity)}
              className="rounded font-bold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
            >
              start one
            </Link>
          </span>
        </p>
      ))}
    </section>
  );
}
