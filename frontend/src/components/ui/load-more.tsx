import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from './button';

interface LoadMoreProps {
  /** The button's name, e.g. 'Show more groups'. */
  label: string;
  onLoad: () => void;
  isLoading: boolean;
}

/**
 * The end of a paged list: a button that loads the next page, pressed by itself as soon as it
 * scrolls into view (an IntersectionObserver), so people load more by scrolling; the button
 * stays for keyboards and for browsers without the observer.
 */
export function LoadMore({ label, onLoad, isLoading }: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const load = useEffectEvent(onLoad);

  useEffect(() => {
    const target = button.current;
    if (!target || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) load();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [isLoading]);

  return (
    <Button
      ref={button}
      variant="outline"
      className="self-center"
      onClick={onLoad}
      disabled={isLoading}
    >
      {isLoading ? 'Loading...' : label}
    </Button>
  );
}
