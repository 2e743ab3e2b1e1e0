import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetDogsQuery } from '@/features/dogs';
import { clearToken, useAuthToken } from '@/lib/auth-token';

/** Drops a token the server no longer accepts; the guard then sends the user to /login. */
function DiscardToken() {
  useEffect(() => {
    clearToken();
  }, []);
  return <FullPageLoading />;
}

/**
 * Spec section 4 "Access guard on protected screens":
 * no token -> /login; dog list fails (no retry) -> forget the token, /login;
 * no dogs and not on /dog-setup -> /dog-setup; otherwise the screen, with 'Loading...' meanwhile.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const { pathname } = useLocation();
  const { data: dogs, isError } = useGetDogsQuery(undefined, { skip: !token });

  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  if (isError) return <DiscardToken />;
  if (!dogs) return <FullPageLoading />;
  if (dogs.length === 0 && pathname !== paths.dogSetup.path) {
    return <Navigate to={paths.dogSetup.getHref()} replace />;
  }
  return children;
}
