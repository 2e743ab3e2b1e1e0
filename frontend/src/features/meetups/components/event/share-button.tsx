import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { meetupPath } from '../../lib/format';
import { shareLink } from '../../lib/share';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { EVENT_HEADER_TEXT } from '@packmeet/backend/contracts/first-screen';

/** Spec sections 2 and 8: the Web Share API when available; otherwise the link is copied. */
export function ShareButton({ meetup }: { meetup: MeetupResponse }) {
  async function share() {
    const url = `${window.location.origin}${meetupPath(meetup)}`;
    const outcome = await shareLink({
      title: meetup.title,
      text: meetup.groupName ? `${meetup.title} · ${meetup.groupName}` : meetup.title,
      url,
    });
    if (outcome === 'copied') {
      toast({ title: 'Link copied!', description: 'Event link has been copied to clipboard.' });
    } else if (outcome === 'failed') {
      toast({
        variant: 'destructive',
        title: "Couldn't copy the link",
        description: url,
      });
    }
  }
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {EVENT_HEADER_TEXT.share}
    </Button>
  );
}
