import { Link } from 'react-router-dom';
import { Brand } from '@/components/brand';
import { PublicHeaderActions } from '@/components/public-header-actions';
import { paths } from '@/config/paths';

const navLinkClass =
  'rounded-lg px-1 py-1 text-sm font-semibold text-sand-700 transition-colors hover:text-pine-700 focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The one header of every screen outside the signed-in frame (landing, city hubs, event pages
 * for visitors, sign-in and sign-up): the brand, Find a Group and Start a Group, and the
 * account actions. On a phone the links take a second row so nothing runs off the screen.
 */
export function PublicHeader({ onLogIn }: { onLogIn?: () => void }) {
  return (
    <header className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
      <Link
        to={paths.home.getHref()}
        className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Brand />
      </Link>
      <nav
        aria-label="Primary"
        className="order-3 flex w-full justify-center gap-6 border-t border-border pt-2 md:order-2 md:mr-auto md:w-auto md:border-0 md:pt-0"
      >
        <Link to={paths.search.getHref()} className={navLinkClass}>
          Search
        </Link>
        <Link to={paths.findGroups.getHref()} className={navLinkClass}>
          Find a Group
        </Link>
        <Link to={paths.createGroup.getHref()} className={navLinkClass}>
          Start a Group
        </Link>
      </nav>
      <div className="order-2 md:order-3">
        <PublicHeaderActions onLogIn={onLogIn} />
      </div>
    </header>
  );
}
