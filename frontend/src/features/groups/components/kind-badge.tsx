import type { GroupKind } from '@packmeet/backend/contracts/entry-rules';
import { Globe, Lock, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { KIND_LABELS } from '@/lib/entry-rules';

const ICONS = { public: Globe, private: Lock, 'invite-only': Mail } as const;

/** Public, Private or Invite-only, on the group's header and cards. */
export function KindBadge({ kind }: { kind: GroupKind }) {
  const Icon = ICONS[kind];
  return (
    <Badge tone={kind === 'public' ? 'pine' : 'honey'}>
      <Icon aria-hidden="true" />
      {`${KIND_LABELS[kind]} group`}
    </Badge>
  );
}
