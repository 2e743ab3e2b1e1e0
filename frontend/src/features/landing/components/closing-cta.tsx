import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="flex flex-col items-center gap-5 rounded-[2rem] bg-pine-800 px-6 py-14 text-center text-white sm:py-20"
    >
      <h2 id="closing-heading" className="text-3xl font-extrabold sm:text-4xl">
        Ready to meet your pack?
      </h2>
      <p className="max-w-xl text-lg text-pine-100">
        It&apos;s free, it takes a minute, and your dog will thank you.
      </p>
      <Button asChild variant="accent" size="lg">
        <Link to={paths.register.getHref()}>Get Started Free</Link>
      </Button>
    </section>
  );
}
