import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';

/** The top-right of public pages (city hubs, browse all groups): sign in or sign up, or back to the dashboard. */
export function PublicHeaderActions() {
  const token = useAuthToken();
  if (token) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.dashboard.getHref()}>Dashboard</Link>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.login.getHref()}>Log In</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.register.getHref()}>Sign Up</Link>
      </Button>
    </div>
  );
}
