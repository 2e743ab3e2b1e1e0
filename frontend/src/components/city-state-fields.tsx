import { Field } from './ui/field';
import { Input } from './ui/input';

export interface CityState {
  city: string;
  state: string;
}

/**
 * The location input: city and state as two plain text boxes. It owns the whole `{ city, state }`
 * value, so a city picker with the same props can replace it without touching its forms.
 */
export function CityStateFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  required = false,
  disabled,
}: {
  idPrefix: string;
  value: CityState;
  onChange: (value: CityState) => void;
  errors?: Partial<Record<keyof CityState, string | undefined>>;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-3 sm:grid-cols-[1fr_9rem]">
      <Field id={`${idPrefix}-city`} label="City" required={required} error={errors.city}>
        {(control) => (
          <Input
            {...control}
            required={required}
            disabled={disabled}
            autoComplete="address-level2"
            placeholder="e.g. Portland"
            value={value.city}
            onChange={(event) => onChange({ ...value, city: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-state`} label="State" required={required} error={errors.state}>
        {(control) => (
          <Input
            {...control}
            required={required}
            disabled={disabled}
            autoComplete="address-level1"
            placeholder="e.g. OR"
            maxLength={30}
            value={value.state}
            onChange={(event) => onChange({ ...value, state: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
