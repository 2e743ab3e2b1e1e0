import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { setReturnTo } from '@/lib/return-to';

/** Sign up (or sign in), then come back to `returnTo`: how a signed-out invite link goes on. */
export function SignUpOrIn({ returnTo, signUpLabel }: { returnTo: string; signUpLabel: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild>
        <Link to={paths.register.getHref()} onClick={() => setReturnTo(returnTo)}>
          {signUpLabel}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.login.getHref()} onClick={() => setReturnTo(returnTo)}>
          I have an account
        </Link>
      </Button>
    </div>
  );
}
