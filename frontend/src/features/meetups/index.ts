/** Public surface of the meetups feature for the app layer. */
export { UpcomingMeetupsPreview } from './components/upcoming-meetups-preview';
