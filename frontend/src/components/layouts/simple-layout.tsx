import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** Minimal frame for sign-in, sign-up and onboarding screens: brand bar + centred column. */
export function SimpleLayout({
  children,
  width = 'narrow',
  headerAction,
}: {
  children: ReactNode;
  width?: 'narrow' | 'medium' | 'wide' | 'full';
  headerAction?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-pine-50),transparent_60%)]">
      <header className="flex h-16 items-center justify-between px-4 sm:px-8">
        <Link
          to={paths.home.getHref()}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Brand />
        </Link>
        {headerAction}
      </header>
      <main
        id="main"
        className={cn(
          'mx-auto flex w-full flex-1 flex-col px-4 pt-4 pb-16 sm:pt-8',
          { narrow: 'max-w-md', medium: 'max-w-xl', wide: 'max-w-3xl', full: 'max-w-6xl' }[width],
        )}
      >
        {children}
      </main>
    </div>
  );
}
