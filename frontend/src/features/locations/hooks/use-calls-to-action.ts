import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';

/**
 * Where the city pages' calls to action lead. The spec sends visitors to
 * /register; a member who is already signed in goes to the screen that does
 * what the link says instead of a sign-up form they cannot use.
 */
export function useCallsToAction(): { startGroup: string; joinCommunity: string } {
  const signedIn = Boolean(useAuthToken());
  return {
    startGroup: signedIn ? paths.createGroup.getHref() : paths.register.getHref(),
    joinCommunity: signedIn ? paths.findGroups.getHref() : paths.register.getHref(),
  };
}
