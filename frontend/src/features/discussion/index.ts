/** Public surface of the discussion feature for the app layer (the event page). */
export { DiscussionCard } from './components/discussion-card';
