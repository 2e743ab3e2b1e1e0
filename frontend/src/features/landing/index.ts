/** Public surface of the landing feature (signed-out marketing sections). */
export { AudienceCards } from './components/audience-cards';
export { ClosingCta } from './components/closing-cta';
export { CreateGroupBand } from './components/create-group-band';
export { Hero } from './components/hero';
export { LandingFooter } from './components/landing-footer';
export { Pillars } from './components/pillars';
