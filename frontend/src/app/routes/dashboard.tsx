import { PawPrint, PlusCircle, Search, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { paths } from '@/config/paths';
import { GroupsPreview } from '@/features/groups';
import { UpcomingMeetupsPreview } from '@/features/meetups';
import { PlaymateMeetupsCard } from '@/features/playmates';
import { useGetProfileQuery } from '@/features/profile';
import { useAuthToken } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';

const shortcuts: { title: string; text: string; to: string; icon: LucideIcon; tone: string }[] = [
  {
    title: 'Find Groups',
    text: 'Discover calm, organized groups near you.',
    to: paths.findGroups.getHref(),
    icon: Search,
    tone: 'bg-pine-50 text-pine-700',
  },
  {
    title: 'My Dogs',
    text: 'Keep your dog profiles up to date.',
    to: paths.myDogs.getHref(),
    icon: PawPrint,
    tone: 'bg-clay-50 text-clay-700',
  },
  {
    title: 'Create Group',
    text: 'Start a group and set the tone.',
    to: paths.createGroup.getHref(),
    icon: PlusCircle,
    tone: 'bg-honey-50 text-honey-700',
  },
];

export function DashboardRoute() {
  useDocumentMeta({ title: 'Dashboard · PackMeet' });
  const token = useAuthToken();
  const { data: profile } = useGetProfileQuery(undefined, { skip: !token });

  if (!token) return <SignInPrompt message="Sign in to see your groups and upcoming meetups." />;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {profile?.firstName ? `Welcome back, ${profile.firstName}!` : 'Welcome back!'}
        </h1>
        <p className="text-muted-foreground">Here&apos;s what&apos;s happening with your pack.</p>
      </header>

      <nav aria-label="Shortcuts">
        <ul className="grid gap-4 sm:grid-cols-3">
          {shortcuts.map(({ title, text, to, icon: Icon, tone }) => (
            <li key={title}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-card border border-border bg-card p-5 shadow-soft transition-shadow hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  className={`inline-flex size-11 shrink-0 items-center justify-center rounded-2xl ${tone}`}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="font-display text-base font-bold group-hover:text-pine-700">
                    {title}
                  </span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* grid-cols-1 is minmax(0, 1fr): a long title truncates instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <GroupsPreview />
        <UpcomingMeetupsPreview />
        <PlaymateMeetupsCard />
      </div>
    </div>
  );
}
