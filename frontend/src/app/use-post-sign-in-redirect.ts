import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLazyGetDogsQuery } from '@/features/dogs';

/**
 * Spec section 4 "Login": after signing in go to /dashboard when the user owns at least one dog,
 * otherwise to /dog-setup. A failing dogs check is logged and counts as no dogs. The fetched list
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
    navigate(hasDogs ? paths.dashboard.getHref() : paths.dogSetup.getHref(), { replace: true });
  }, [fetchDogs, navigate]);
}
