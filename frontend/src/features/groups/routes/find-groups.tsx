import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ComingSoon } from '@/components/coming-soon';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function FindGroupsRoute() {
  useDocumentMeta({ title: 'Find Groups · PackMeet' });
  return (
    <ComingSoon
      icon={Search}
      title="Find Groups"
      description="Search for calm, well-organized dog groups by distance from your city. Group search is almost ready; in the meantime you can start your own group."
      backTo={paths.dashboard.getHref()}
      backLabel="Back to dashboard"
    >
      <Button asChild className="mt-2">
        <Link to={paths.createGroup.getHref()}>Create Group</Link>
      </Button>
    </ComingSoon>
  );
}
