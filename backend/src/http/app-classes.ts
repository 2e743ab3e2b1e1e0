/**
 * Class lists of the web app's buttons and badges (frontend/src/components/ui/button.tsx,
 * badge.tsx), for server-rendered first screens that the app's render then replaces with the
 * same elements: the e2e spec first-screen.e2e.ts checks that nothing moves when it does.
 */
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0';

export const buttonClass = {
  primary: `${BUTTON} bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover h-11 px-5 text-sm`,
  outline: `${BUTTON} border border-input bg-card text-foreground hover:bg-muted h-11 px-5 text-sm`,
  /** The city hero's join link: a large accent button whose label may wrap. */
  accentWrapping: `${BUTTON.replace(' whitespace-nowrap', '')} bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover px-7 text-base h-auto min-h-12 py-3 whitespace-normal`,
} as const;

const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5';

export const badgeClass = {
  neutral: `${BADGE} bg-muted text-sand-700`,
  pine: `${BADGE} bg-pine-100 text-pine-800`,
  clay: `${BADGE} bg-clay-100 text-clay-800`,
  lake: `${BADGE} bg-lake-100 text-lake-800`,
} as const;
