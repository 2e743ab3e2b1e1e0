import { SITE_PAGES } from '@packmeet/backend/contracts/site-pages';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Card } from '@/components/ui/card';
import { LoginForm } from '@/features/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { usePostSignInRedirect } from '../use-post-sign-in-redirect';

export function LoginRoute() {
  useDocumentMeta(SITE_PAGES.login);
  const redirectAfterSignIn = usePostSignInRedirect();
  return (
    <SimpleLayout>
      <div className="mb-6 flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-extrabold">Sign In to PackMeet</h1>
        <p className="text-muted-foreground">Welcome back! Your pack is waiting.</p>
      </div>
      <Card className="p-5 sm:p-8">
        <LoginForm onSignedIn={redirectAfterSignIn} />
      </Card>
    </SimpleLayout>
  );
}
