import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { toggleControlClass } from './switch';
import { withBaseClass } from './with-base-class';

const CheckboxRoot = withBaseClass(
  CheckboxPrimitive.Root,
  cn(
    'peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border border-input bg-card transition-colors',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
    toggleControlClass,
  ),
);

export function Checkbox(props: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxRoot {...props}>
      <CheckboxPrimitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxRoot>
  );
}
