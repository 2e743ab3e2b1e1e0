import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

/** An icon-only button: `label` is its accessible name and, with `tooltip`, shows on hover too. */
export function IconButton({
  label,
  icon: Icon,
  tooltip = false,
  variant = 'ghost',
  ...props
}: Omit<ButtonProps, 'size' | 'children' | 'aria-label' | 'asChild'> & {
  label: string;
  icon: LucideIcon;
  tooltip?: boolean;
}) {
  const button = (
    <Button variant={variant} size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
