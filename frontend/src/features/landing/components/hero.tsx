import { ArrowRight, CalendarCheck, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** `muted` must be set as a property for browsers to allow autoplay. */
function forceMuted(video: HTMLVideoElement | null) {
  if (video) {
    video.muted = true;
    video.defaultMuted = true;
  }
}

/** True once the page has loaded: the video then no longer competes with the first screen. */
function usePageLoaded() {
  // No document while the build renders the first screen: the poster, as on any first paint.
  const [loaded, setLoaded] = useState(
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * The first screen is text on the video's poster, a 4 KB image (the largest paint on a phone);
 * once the page has loaded, the video takes its place, showing the same poster until it plays.
 */
export function Hero() {
  const pageLoaded = usePageLoaded();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate mx-2 overflow-hidden rounded-[2rem] bg-pine-900 bg-[radial-gradient(circle_at_80%_20%,var(--color-clay-500),transparent_45%),radial-gradient(circle_at_10%_90%,var(--color-pine-500),transparent_50%)] sm:mx-4"
    >
      {pageLoaded ? (
        <video
          ref={forceMuted}
          className="absolute inset-0 -z-10 size-full object-cover opacity-70 motion-reduce:hidden"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster="/media/hero-poster.jpg"
          aria-hidden="true"
          tabIndex={-1}
          data-testid="hero-video"
        >
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      ) : (
        <img
          src="/media/hero-poster.jpg"
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-70"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-pine-900/90 via-pine-900/70 to-pine-900/25"
      />

      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-16 sm:px-10 sm:py-24 lg:py-32">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/12 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-sand-50 ring-1 ring-white/20 backdrop-blur-sm">
          <HeartHandshake className="size-4" aria-hidden="true" />
          Free for every dog owner
        </p>
        <h1
          id="hero-heading"
          className="max-w-3xl text-4xl leading-[1.08] font-extrabold text-white sm:text-5xl lg:text-6xl"
        >
          Dog meetups that feel calm, safe and predictable
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-sand-100 sm:text-xl">
          Join small, intentional groups near you, where organizers set the pace, members share what
          their dogs need, and every meetup has a plan.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.register.getHref()}>
              Join Your Perfect Group
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            className="bg-white/10 text-white ring-1 ring-white/30 backdrop-blur-sm hover:bg-white/20"
          >
            <a href="#how-it-works">See how it works</a>
          </Button>
        </div>
        <p className="text-base text-sand-100">
          <Link
            to={paths.search.getHref()}
            className="font-semibold text-white underline underline-offset-4 hover:text-sand-50 focus-visible:outline-2 focus-visible:outline-white"
          >
            Search meetups and groups near you
          </Link>
          : scent work, parallel walks, agility and more, this weekend or any day.
        </p>
        <ul className="flex flex-wrap gap-x-8 gap-y-3 pt-2 text-sm font-semibold text-sand-100">
          <li className="flex items-center gap-2">
            <CalendarCheck className="size-5 text-clay-300" aria-hidden="true" />
            3,000+ meetups created
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-clay-300" aria-hidden="true" />
            Community-governed safety
          </li>
          <li className="flex items-center gap-2">
            <HeartHandshake className="size-5 text-clay-300" aria-hidden="true" />
            Free, always
          </li>
        </ul>
      </div>
    </section>
  );
}
