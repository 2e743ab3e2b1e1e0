import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function GroupDetailRoute() {
  useDocumentMeta({ title: 'Group · PackMeet' });
  return (
    <ComingSoon
      icon={Users}
      title="Group details"
      description="Members, their dogs and upcoming meetups of this group will appear here soon."
      backTo={paths.findGroups.getHref()}
      backLabel="Back to Find Groups"
    />
  );
}
