import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { withBaseClass } from './with-base-class';

/** Focus ring and disabled look of the on/off controls (switch, checkbox). */
export const toggleControlClass = cn(
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

const SwitchRoot = withBaseClass(
  SwitchPrimitive.Root,
  cn(
    'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
    'bg-sand-300 data-[state=checked]:bg-primary',
    toggleControlClass,
  ),
);

export function Switch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchRoot {...props}>
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchRoot>
  );
}
