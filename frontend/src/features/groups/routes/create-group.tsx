import { PlusCircle } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function CreateGroupRoute() {
  useDocumentMeta({ title: 'Create a Group · PackMeet' });
  return (
    <ComingSoon
      icon={PlusCircle}
      title="Create a Group"
      description="Name your group, describe the kind of meetups you want and pick your city. Group creation opens very soon."
      backTo={paths.dashboard.getHref()}
      backLabel="Back to dashboard"
    />
  );
}
