import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CreateGroupBand() {
  return (
    <section
      aria-labelledby="create-group-heading"
      className="flex flex-col items-start gap-6 rounded-[2rem] bg-clay-500 bg-[radial-gradient(circle_at_90%_10%,var(--color-clay-300),transparent_55%)] px-6 py-10 text-white sm:px-12 sm:py-14 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex max-w-2xl flex-col gap-2">
        <h2 id="create-group-heading" className="text-2xl font-extrabold sm:text-3xl">
          Don&apos;t see the meetup your dog needs?
        </h2>
        <p className="text-base leading-relaxed text-clay-50 sm:text-lg">
          Create a group, set your own expectations and invite the dogs you already know from the
          park.
        </p>
      </div>
      <Button
        asChild
        variant="inverse"
        size="lg"
        className="h-auto min-h-12 w-full py-3 text-center whitespace-normal text-clay-700 md:w-auto"
      >
        <Link to={paths.createGroup.getHref()}>
          Start a Group in 60 Seconds
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
