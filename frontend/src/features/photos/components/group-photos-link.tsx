import { Images } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** On the group page: the way to its photo page. */
export function GroupPhotosLink({ groupId }: { groupId: string }) {
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to={paths.groupPhotos.getHref(groupId)}>
        <Images aria-hidden="true" />
        Photos from our meetups
      </Link>
    </Button>
  );
}
