import { ACTIVITY_LABELS } from '@packmeet/backend/contracts/activities';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useGetUnmetDemandQuery } from '../api/demand-api';

/**
 * The admin page's unmet demand: cities where owners looked for a group this month and found
 * none near them, most owners first, with what they looked for. Counts only.
 */
export function UnmetDemand() {
  const { data } = useGetUnmetDemandQuery();
  if (!data) return null;
  return (
    <Card className="mt-8 p-4 sm:p-6">
      <h2 className="mb-1 text-lg font-bold">Unmet demand</h2>
      <p className="mb-3 text-sm text-muted-foreground">
        {`Owners who looked for a group near a city in ${data.month} and found none within their radius, or were waitlisted.`}
      </p>
      {data.cities.length === 0 ? (
        <p className="text-sm">No unmet demand this month.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Unmet demand by city">
            <thead>
              <tr>
                <th scope="col">City</th>
                <th scope="col">Owners</th>
                <th scope="col">Looked for</th>
              </tr>
            </thead>
            <tbody>
              {data.cities.map((city) => (
                <tr key={city.citySlug} className="border-t border-border">
                  <td className="py-1 pr-2">
                    <Link
                      to={paths.city.getHref(city.citySlug)}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {`${city.city}, ${city.state}`}
                    </Link>
                  </td>
                  <td className="py-1 pr-2">{city.owners}</td>
                  <td className="py-1">
                    {city.activities
                      .map(
                        (line) =>
                          `${line.activity ? ACTIVITY_LABELS[line.activity] : 'Any group'} (${line.owners})`,
                      )
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
