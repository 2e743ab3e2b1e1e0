import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** A polished stand-in for screens whose full version is still being built. */
export function ComingSoon({
  icon: Icon,
  title,
  description,
  backTo,
  backLabel,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Button asChild variant="link" className="self-start">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-pine-50 text-pine-600">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        <p className="max-w-md text-base leading-relaxed text-muted-foreground">{description}</p>
        {children}
      </Card>
    </div>
  );
}
