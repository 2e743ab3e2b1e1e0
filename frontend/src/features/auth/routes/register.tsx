import { Link } from 'react-router-dom';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  useDocumentMeta({
    title: 'Create your account · PackMeet',
    description: 'Join PackMeet for free and find calm, predictable dog meetups near you.',
  });
  return (
    <SimpleLayout width="medium">
      <div className="mb-6 flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-extrabold">Create your account</h1>
        <p className="text-muted-foreground">
          Free forever. Find your people, and your dog&apos;s.
        </p>
      </div>
      <Card className="p-5 sm:p-8">
        <RegisterForm />
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          to={paths.login.getHref()}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Sign in
        </Link>
      </p>
    </SimpleLayout>
  );
}
