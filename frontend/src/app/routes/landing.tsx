import { SITE_PAGES } from '@packmeet/backend/contracts/site-pages';
import { useState } from 'react';
import { LoginDialog } from '@/features/auth';
import {
  AudienceCards,
  ClosingCta,
  CreateGroupBand,
  Hero,
  LandingFooter,
  Pillars,
} from '@/features/landing';
import { PublicHeader } from '@/components/layouts/public-header';
import { LocationDirectory } from '@/features/locations';
import { useDocumentMeta } from '@/lib/document-meta';
import { usePostSignInRedirect } from '../use-post-sign-in-redirect';

export const LANDING_TITLE = SITE_PAGES.home.title;
export const LANDING_DESCRIPTION = SITE_PAGES.home.description;

/** The signed-out home page. */
export function LandingRoute() {
  useDocumentMeta({ title: LANDING_TITLE, description: LANDING_DESCRIPTION });
  const [loginOpen, setLoginOpen] = useState(false);
  const redirectAfterSignIn = usePostSignInRedirect();

  return (
    <div className="min-h-dvh">
      <PublicHeader onLogIn={() => setLoginOpen(true)} />
      <main id="main">
        <Hero />
        <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pt-20 sm:gap-28 sm:px-6 sm:pt-28 lg:px-8">
          <Pillars />
          <AudienceCards />
          <CreateGroupBand />
          <LocationDirectory />
          <ClosingCta />
        </div>
      </main>
      <LandingFooter />
      <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} onSignedIn={redirectAfterSignIn} />
    </div>
  );
}
