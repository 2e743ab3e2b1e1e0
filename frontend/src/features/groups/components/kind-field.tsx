import { GROUP_KINDS, type GroupKind } from '@packmeet/backend/contracts/entry-rules';
import { useId } from 'react';
import { KIND_DESCRIPTIONS, KIND_LABELS } from '@/lib/entry-rules';
import { cn } from '@/lib/utils';

/** Public, private or invite-only, each with the sentence that says who sees what. */
export function KindField({
  value,
  onChange,
  disabled,
}: {
  value: GroupKind;
  onChange: (kind: GroupKind) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-sand-800">Who can find and join</legend>
      {GROUP_KINDS.map((kind) => {
        const inputId = `${id}-${kind}`;
        return (
          <label
            key={kind}
            htmlFor={inputId}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === kind ? 'border-pine-300 bg-pine-50' : 'border-border',
            )}
          >
            <input
              id={inputId}
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              aria-describedby={`${inputId}-hint`}
              className="mt-1 size-4 accent-pine-600"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-semibold text-sand-900">{KIND_LABELS[kind]}</span>
              <span id={`${inputId}-hint`} className="text-xs text-sand-700">
                {KIND_DESCRIPTIONS[kind]}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
