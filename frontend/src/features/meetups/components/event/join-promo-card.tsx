import { PawPrint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * Spec section 2: a promotional join card, only for upcoming events with a known group (the
 * caller decides that, and hides it from members). A signed-in non-member joins with the
 * header's Join Group button, so the card makes the case without a second button; a visitor
 * is offered an account.
 */
export function JoinPromoCard({ groupName, signedIn }: { groupName: string; signedIn: boolean }) {
  return (
    <Card className="flex flex-col gap-4 border-pine-200 bg-gradient-to-br from-pine-50 via-card to-clay-50 p-5 sm:p-6">
      <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-white text-pine-700 shadow-xs">
        <PawPrint className="size-5" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg font-bold">{`Join ${groupName}`}</h2>
        <p className="text-sm leading-relaxed text-sand-700">
          {signedIn
            ? 'Members see every meetup of the group on their dashboard and can schedule their own.'
            : 'Create a free account to RSVP, see the exact meeting spot and meet the dogs before you go.'}
        </p>
      </div>
      {signedIn ? null : (
        <Button asChild className="self-start">
          <Link to={paths.register.getHref()}>Join PackMeet Free</Link>
        </Button>
      )}
    </Card>
  );
}
