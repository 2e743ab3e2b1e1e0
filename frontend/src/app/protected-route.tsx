import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageMessage } from '@/components/page-message';
import { Button } from '@/components/ui/button';
import { FullPageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetDogsQuery } from '@/features/dogs';
import { isApiError } from '@/lib/api-error';
import { clearToken, useAuthToken } from '@/lib/auth-token';

/** Drops a token the server no longer accepts; the guard then sends the user to /login. */
function DiscardToken() {
  useEffect(() => {
    clearToken();
  }, []);
  return <FullPageLoading />;
}

/** The dog list never reached the server: the token may be fine, so it is kept. */
function Unreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      title="We couldn't reach PackMeet"
      actions={
        <Button className="mt-2" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      Check your connection and try again.
    </PageMessage>
  );
}

/**
 * Spec section 4 "Access guard on protected screens":
 * no token -> /login; dog list fails (no retry) -> forget the token, /login;
 * no dogs and not on /dog-setup -> /dog-setup; otherwise the screen, with 'Loading...' meanwhile.
 * "Fails" means the server answered with an error. A request that never got
 * an answer (offline, or cut short because the page is reloading) says
 * nothing about the token; forgetting it then signed people out on reload.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const { pathname } = useLocation();
  const { data: dogs, error, refetch } = useGetDogsQuery(undefined, { skip: !token });

  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  if (error) {
    const unanswered = isApiError(error) && error.status === 'FETCH_ERROR';
    return unanswered ? <Unreachable onRetry={() => void refetch()} /> : <DiscardToken />;
  }
  if (!dogs) return <FullPageLoading />;
  if (dogs.length === 0 && pathname !== paths.dogSetup.path) {
    return <Navigate to={paths.dogSetup.getHref()} replace />;
  }
  return children;
}
