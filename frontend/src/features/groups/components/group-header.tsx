import { ArrowLeft, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCityState } from '@/lib/utils';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { KindBadge } from './kind-badge';

export function GroupHeader({ group }: { group: GroupResponse }) {
  return (
    <header className="flex flex-col gap-3">
      <Button asChild variant="link" className="self-start">
        <Link to={paths.findGroups.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to Find Groups
        </Link>
      </Button>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold break-words sm:text-4xl">{group.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span className="flex items-center gap-1.5 text-base font-medium">
            <MapPin className="size-4 shrink-0 text-clay-500" aria-hidden="true" />
            {formatCityState(group.city, group.state)}
          </span>
          <KindBadge kind={group.kind} />
        </div>
      </div>
    </header>
  );
}
