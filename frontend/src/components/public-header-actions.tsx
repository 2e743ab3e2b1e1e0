import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';

/**
 * The account end of the public header: Log In and Sign Up, or back to the dashboard once
 * signed in. `onLogIn` opens a sign-in dialog instead of going to /login (the landing page).
 */
export function PublicHeaderActions({ onLogIn }: { onLogIn?: () => void }) {
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
      {onLogIn ? (
        <Button variant="ghost" size="sm" onClick={onLogIn}>
          Log In
        </Button>
      ) : (
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.login.getHref()}>Log In</Link>
        </Button>
      )}
      <Button asChild size="sm">
        <Link to={paths.register.getHref()}>Sign Up</Link>
      </Button>
    </div>
  );
}
