import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Input, Textarea } from './input';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldProps {
  /** id of the control; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** Receives the aria wiring to spread on the control. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, with the accessibility attributes connected. */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-clay-600">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldFrame = Pick<FieldProps, 'id' | 'label' | 'required' | 'hint' | 'error'>;
type TextControlProps = FieldControlProps & { required?: boolean };

/**
 * `Control` inside a Field, for the text controls: `required` both marks the field and sets the
 * control's own `required`; every other prop goes to the control.
 */
function inField<P extends object>(Control: ComponentType<P & TextControlProps>) {
  return function ControlField({
    id,
    label,
    required,
    hint,
    error,
    ...control
  }: FieldFrame & Omit<P, keyof FieldFrame>) {
    return (
      <Field id={id} label={label} required={required} hint={hint} error={error}>
        {(aria) => <Control {...aria} required={required} {...(control as P)} />}
      </Field>
    );
  };
}

/** A labelled Input with its hint and error. */
export const InputField = inField<ComponentProps<'input'>>(Input);

/** A labelled Textarea with its hint and error. */
export const TextareaField = inField<ComponentProps<'textarea'>>(Textarea);
