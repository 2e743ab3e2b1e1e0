import type { ReactNode } from 'react';
import { useAuthToken } from '@/lib/auth-token';
import { SignedInLayout } from './signed-in-layout';
import { SimpleLayout } from './simple-layout';

/**
 * The frame of a public page (city hub, trainer page, group directory, invitations, search): a
 * signed-in person gets the signed-in frame (side menu, bell), as on every signed-in page; a
 * visitor gets the public header around a centred column of `width`.
 */
export function PublicPageLayout({
  width,
  children,
}: {
  width: 'narrow' | 'medium' | 'wide' | 'full';
  children: ReactNode;
}) {
  const signedIn = Boolean(useAuthToken());
  if (signedIn) return <SignedInLayout>{children}</SignedInLayout>;
  return <SimpleLayout width={width}>{children}</SimpleLayout>;
}
