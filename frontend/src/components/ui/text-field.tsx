import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

/** A required one-line field (email, password) with its label: the value in, each change out. */
export function TextField({
  id,
  label,
  hint,
  value,
  onValue,
  ...input
}: Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange' | 'required'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...input}
          required
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}
