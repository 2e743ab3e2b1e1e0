import type { ComponentProps, ElementType, JSX, JSXElementConstructor } from 'react';
import { cn } from '@/lib/utils';

type Styleable = keyof JSX.IntrinsicElements | JSXElementConstructor<{ className?: string }>;

/**
 * `Component` with our base classes: a caller's `className` is merged after them (so it can add
 * or override a utility), and every other prop passes through.
 */
export function withBaseClass<T extends Styleable>(Component: T, base: string) {
  const Tag: ElementType = Component;
  return function WithBaseClass({
    className,
    ...props
  }: ComponentProps<T> & { className?: string }) {
    return <Tag className={cn(base, className)} {...props} />;
  };
}
