import type { ReportTarget } from '@packmeet/backend/contracts/moderation';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/utils';
import { ReportDialog } from './report-dialog';

/** A flag that opens the report dialog; `label` names what it reports ("Report post"). */
export function ReportButton({
  target,
  subject,
  label,
  className,
}: {
  target: ReportTarget;
  subject?: { id: string; name: string } | null;
  label: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        tooltip
        label={label}
        icon={Flag}
        onClick={() => setOpen(true)}
        className={cn('text-muted-foreground hover:bg-clay-50 hover:text-clay-700', className)}
      />
      <ReportDialog target={target} subject={subject} open={open} onOpenChange={setOpen} />
    </>
  );
}
