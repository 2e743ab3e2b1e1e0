import { useGetProfileQuery } from '@/features/profile';

/**
 * The address the signed-in member must verify before creating groups,
 * meetups and series, or null: verified, or this server does not verify
 * addresses (email off: no link could reach them).
 */
export function useUnverifiedEmail(): string | null {
  const { data: profile } = useGetProfileQuery();
  if (!profile || !profile.emailVerificationRequired || profile.emailVerified) return null;
  // A pending change is the address its link goes to.
  return profile.pendingEmail ?? profile.email;
}
