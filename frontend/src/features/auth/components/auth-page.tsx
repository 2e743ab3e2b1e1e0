import type { ReactNode } from 'react';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Card } from '@/components/ui/card';
import { useDocumentMeta } from '@/lib/document-meta';

/** The frame of the account pages reached from emails and the sign-in form. */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  useDocumentMeta({ title: `${title} · PackMeet` });
  return (
    <SimpleLayout>
      <div className="mb-6 flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-extrabold">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      <Card className="flex flex-col gap-4 p-5 sm:p-8">{children}</Card>
    </SimpleLayout>
  );
}
