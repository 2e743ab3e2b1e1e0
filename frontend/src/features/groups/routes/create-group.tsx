import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VerifyEmailFirst } from '@/features/auth';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { CreateGroupForm } from '../components/create-group-form';

export function CreateGroupRoute() {
  useDocumentMeta({ title: 'Create a Group · PackMeet' });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col">
      <Button asChild variant="link" className="mb-4 self-start">
        <Link to={paths.dashboard.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <PageHeader
        title="Create a Group"
        subtitle="Set the tone for calm, predictable meetups in your city."
      />
      <Card className="p-5 sm:p-8">
        <VerifyEmailFirst what="create a group">
          <CreateGroupForm />
        </VerifyEmailFirst>
      </Card>
    </div>
  );
}
