import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** Shown by signed-in screens when no token is stored: 'Please Sign In' with Sign In / Sign Up. */
export function SignInPrompt({ message }: { message: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-600">
          <LockKeyhole className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold">Please Sign In</h1>
        <p className="text-sm text-muted-foreground">{message}</p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={paths.login.getHref()}>Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.register.getHref()}>Sign Up</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
