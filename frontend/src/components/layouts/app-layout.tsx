import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/brand';
import { overlayClass } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { useUnverifiedEmail, VerifyEmailNotice } from '@/features/auth';
import { SideMenu } from './side-menu';

/**
 * The signed-in frame: a top bar with the brand (links to the dashboard), a side menu that is
 * always visible on wide screens and a drawer on narrow ones.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-card px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-card/85 px-3 backdrop-blur-md sm:px-6">
        <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogPrimitive.Trigger
            aria-label="Open menu"
            className="inline-flex size-10 items-center justify-center rounded-full text-sand-700 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className={overlayClass} />
            <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-card shadow-lifted data-[state=open]:animate-slide-in-left focus:outline-none">
              <div className="flex h-16 items-center justify-between border-b border-border px-4">
                <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
                <DialogPrimitive.Description className="sr-only">
                  Navigate PackMeet
                </DialogPrimitive.Description>
                <Brand />
                <DialogPrimitive.Close
                  aria-label="Close menu"
                  className="inline-flex size-10 items-center justify-center rounded-full text-sand-700 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-5" aria-hidden="true" />
                </DialogPrimitive.Close>
              </div>
              <div className="flex-1 overflow-y-auto">
                <SideMenu onNavigate={() => setDrawerOpen(false)} />
              </div>
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
        <Link
          to={paths.dashboard.getHref()}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Brand />
        </Link>
        <NotificationBell />
      </header>

      <aside className="fixed top-16 bottom-0 left-0 z-20 hidden w-64 border-r border-border bg-card/60 lg:block">
        <SideMenu />
      </aside>

      <main id="main" tabIndex={-1} className="focus:outline-none lg:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-10">
          <UnverifiedEmailNotice />
          {children}
        </div>
      </main>
    </div>
  );
}

/**
 * On every signed-in screen until the email is verified, where addresses are verified (email
 * on): groups and meetups wait for it.
 */
function UnverifiedEmailNotice() {
  const email = useUnverifiedEmail();
  if (email === null) return null;
  return (
    <div className="mb-6">
      <VerifyEmailNotice email={email} />
    </div>
  );
}
