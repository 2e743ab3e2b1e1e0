import * as LabelPrimitive from '@radix-ui/react-label';
import { withBaseClass } from './with-base-class';

export const Label = withBaseClass(
  LabelPrimitive.Root,
  'text-sm font-semibold text-sand-800 select-none',
);
