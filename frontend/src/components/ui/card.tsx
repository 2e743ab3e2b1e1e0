import { withBaseClass } from './with-base-class';

export const Card = withBaseClass(
  'div',
  'rounded-card border border-border bg-card text-card-foreground shadow-soft',
);

export const CardHeader = withBaseClass('div', 'flex flex-col gap-1 p-5 sm:p-6');

export const CardTitle = withBaseClass('h2', 'text-lg font-bold text-foreground');

export const CardDescription = withBaseClass('p', 'text-sm text-muted-foreground');

export const CardContent = withBaseClass('div', 'px-5 pb-5 sm:px-6 sm:pb-6');
