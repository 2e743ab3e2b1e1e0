import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageMessage } from '@/components/page-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec section 8: a group that fails to load shows Group Not Found. */
export function GroupNotFound() {
  return (
    <PageMessage
      icon={SearchX}
      title="Group Not Found"
      actions={
        <Button asChild className="mt-2">
          <Link to={paths.findGroups.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Find Groups
          </Link>
        </Button>
      }
    >
      This group may have been removed, or the link isn&apos;t quite right.
    </PageMessage>
  );
}
