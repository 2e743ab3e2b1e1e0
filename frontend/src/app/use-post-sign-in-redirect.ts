import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLazyGetDogsQuery } from '@/features/dogs';
import { takeReturnTo } from '@/lib/return-to';

/**
 * Spec section 4 "Login": after signing in go to /dashboard when the user owns at least one dog,
 * otherwise to /dog-setup (or back to an invite link the user opened first). A failing dogs check is logged and counts as no dogs. The fetched list
 * stays cached, so the access guard does not ask again.
 */
export function usePostSignInRedirect(): () => Promise<void> {
  const navigate = useNavigate();
  const [fetchDogs] = useLazyGetDogsQuery();

  return useCallback(async () => {
    let hasDogs = false;
    try {
      const dogs = await fetchDogs(undefined, false).unwrap();
      hasDogs = dogs.length > 0;
    } catch (error) {
      console.error('Could not check your dogs after signing in', error);
    }
    // An invite link opened before signing in is where the user was going; without dogs, dog
    // setup comes first and returns there.
    const next = hasDogs ? (takeReturnTo() ?? paths.dashboard.getHref()) : paths.dogSetup.getHref();
    navigate(next, { replace: true });
  }, [fetchDogs, navigate]);
}
