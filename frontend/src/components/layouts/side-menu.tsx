import {
  ClipboardList,
  CalendarSearch,
  LayoutDashboard,
  LogOut,
  PawPrint,
  Search,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useGetProfileQuery } from '@/features/profile';
import { clearToken } from '@/lib/auth-token';
import { reloadPage } from '@/lib/browser';
import { cn } from '@/lib/utils';

interface MenuItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

const sections: { heading: string; items: MenuItem[] }[] = [
  {
    heading: 'Profile',
    items: [
      { label: 'My Profile', to: paths.profile.getHref(), icon: UserRound },
      { label: 'My Dogs', to: paths.myDogs.getHref(), icon: PawPrint },
    ],
  },
  {
    heading: 'Navigate',
    items: [
      { label: 'Dashboard', to: paths.dashboard.getHref(), icon: LayoutDashboard },
      { label: 'Find Groups', to: paths.findGroups.getHref(), icon: Search },
      { label: 'Search Meetups', to: paths.search.getHref(), icon: CalendarSearch },
    ],
  },
];

/** Spec: Sign Out removes the stored token and reloads the page. */
export function signOut(): void {
  clearToken();
  reloadPage();
}

const itemClass =
  'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring';

/** Only administrators get this entry (the API refuses everyone else anyway). */
const adminItem: MenuItem = { label: 'Admin', to: paths.admin.getHref(), icon: ShieldCheck };

/** Only trainers keep client records. */
const clientsItem: MenuItem = {
  label: 'My Clients',
  to: paths.trainerClients.getHref(),
  icon: ClipboardList,
};

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data: profile } = useGetProfileQuery();
  const extra = [
    ...(profile?.isTrainer ? [clientsItem] : []),
    ...(profile?.isAdmin ? [adminItem] : []),
  ];
  const visible = sections.map((section) =>
    section.heading === 'Navigate' ? { ...section, items: [...section.items, ...extra] } : section,
  );
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-6 p-4">
      {visible.map((section) => (
        <div key={section.heading} className="flex flex-col gap-1">
          <h2 className="px-3 pb-1 text-xs font-bold tracking-wider text-sand-500 uppercase">
            {section.heading}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      itemClass,
                      isActive
                        ? 'bg-pine-50 text-pine-800'
                        : 'text-sand-700 hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="mt-auto border-t border-border pt-4">
        <button
          type="button"
          onClick={signOut}
          className={cn(itemClass, 'w-full text-sand-700 hover:bg-clay-50 hover:text-clay-700')}
        >
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          Sign Out
        </button>
      </div>
    </nav>
  );
}
