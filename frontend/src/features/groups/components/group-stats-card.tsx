import { Building2, Map as MapIcon, MapPin, Navigation } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { GroupStats } from '@packmeet/backend/contracts/groups';

const TILES: {
  key: keyof Omit<GroupStats, 'total'>;
  label: string;
  icon: LucideIcon;
  tone: string;
}[] = [
  { key: 'inUserCity', label: 'In your city', icon: Building2, tone: 'bg-pine-50 text-pine-700' },
  {
    key: 'within15Miles',
    label: 'Within 15 miles',
    icon: Navigation,
    tone: 'bg-lake-50 text-lake-700',
  },
  {
    key: 'within25Miles',
    label: 'Within 25 miles',
    icon: MapPin,
    tone: 'bg-clay-50 text-clay-700',
  },
  { key: 'inState', label: 'In your state', icon: MapIcon, tone: 'bg-honey-50 text-honey-700' },
];

/** Spec section 9 "Stats buckets": groups in the city, within 15 and 25 miles, in the state. */
export function GroupStatsCard({ stats, place }: { stats: GroupStats | undefined; place: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Groups near you</CardTitle>
        <CardDescription>{place ? `Around ${place}` : 'Around your city'}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {TILES.map(({ key, label, icon: Icon, tone }) => (
            // A <dl> item may hold only <dt> and <dd>: the icon sits inside the term, placed in the gutter.
            <div
              key={key}
              className="relative flex min-w-0 flex-col-reverse justify-center gap-0.5 rounded-2xl border border-border bg-sand-50/60 p-3.5 min-[400px]:pl-[4.25rem]"
            >
              <dt className="text-xs font-semibold text-muted-foreground">
                <span
                  aria-hidden="true"
                  className={`absolute top-1/2 left-3.5 hidden size-10 -translate-y-1/2 items-center justify-center rounded-xl min-[400px]:inline-flex ${tone}`}
                >
                  <Icon className="size-5" />
                </span>
                {label}
              </dt>
              <dd className="font-display text-2xl leading-none font-extrabold text-foreground">
                {stats ? stats[key].toLocaleString('en-US') : <Skeleton className="h-6 w-10" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
