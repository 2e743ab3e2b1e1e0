/** Public surface of the photos feature for the app layer (the event page, the group page). */
export { AlbumCard } from './components/album-card';
export { DogTaggingSwitch } from './components/dog-tagging-switch';
export { GroupPhotosLink } from './components/group-photos-link';
