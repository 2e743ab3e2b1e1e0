import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A whole page that only says something: not found, could not load. Its title is the page's h1. */
export function PageMessage({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon?: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col py-6">
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        {Icon ? (
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-clay-50 text-clay-600">
            <Icon className="size-8" aria-hidden="true" />
          </span>
        ) : null}
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        <p className="max-w-md text-base leading-relaxed text-muted-foreground">{children}</p>
        {actions}
      </Card>
    </div>
  );
}
