import { MODERATION_REASON_MAX } from '@packmeet/backend/contracts/moderation';
import { EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { FormError, FormFooter } from '@/components/ui/form-footer';
import { IconButton } from '@/components/ui/icon-button';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useHideContentMutation, type HiddenContentRef } from '../api/moderation-api';

/** An organizer hides a post or comment from the group's feed, saying why (kept in the record). */
export function HideContentButton({ content }: { content: HiddenContentRef }) {
  const id = useId();
  const what = content.commentId === undefined ? 'post' : 'comment';
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hide, { isLoading }] = useHideContentMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Give a reason.');
      return;
    }
    setError(null);
    try {
      await hide({ ...content, reason }).unwrap();
      toast({ description: `The ${what} is hidden.` });
      setOpen(false);
    } catch (cause) {
      setError(getServerMessage(cause) ?? `Could not hide the ${what}. Please try again.`);
    }
  }

  return (
    <>
      <IconButton
        tooltip
        label={`Hide ${what}`}
        icon={EyeOff}
        onClick={() => setOpen(true)}
        className="text-muted-foreground hover:bg-honey-50"
      />
      <Dialog open={open} onOpenChange={(next) => (isLoading ? undefined : setOpen(next))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Hide this ${what}?`}</DialogTitle>
            <DialogDescription>
              {`The ${what} disappears from the group for everyone. Your name and reason are kept in the group’s history, for its organizers.`}
            </DialogDescription>
          </DialogHeader>
          <form
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
            className="flex flex-col gap-5"
          >
            <TextareaField
              id={`${id}-reason`}
              label="Reason"
              required
              maxLength={MODERATION_REASON_MAX}
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <FormError message={error} />
            <FormFooter
              onCancel={() => setOpen(false)}
              pending={isLoading}
              submitLabel={`Hide ${what}`}
              pendingLabel="Hiding..."
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
