import { Button, type ButtonProps } from './button';
import { useFormCancel } from './form-cancel';

/** The form-level error (a server message no field owns), read out as it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl bg-clay-50 px-3.5 py-2.5 text-sm font-medium text-clay-800"
    >
      {message}
    </p>
  );
}

/** A form's submit button: disabled while `pending` (or `disabled`), and says what is going on. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/**
 * Cancel and submit under a form, split from the fields by a rule; stacked on phones. In a
 * FormDialog, Cancel asks before discarding what was typed, as closing the dialog does.
 */
export function FormFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled,
  submitClassName,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Disables submit for reasons other than saving (an upload running, nothing typed yet). */
  submitDisabled?: boolean;
  submitClassName?: string;
}) {
  const cancel = useFormCancel(onCancel);
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={cancel} disabled={pending}>
        Cancel
      </Button>
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={submitDisabled}
        className={submitClassName}
      >
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
