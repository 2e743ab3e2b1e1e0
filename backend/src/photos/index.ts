/** The Nest module, and the live push of album changes (used by the live gateway). */
export { PhotosModule } from './photos.module.js';
export { LivePhotos } from './live-photos.js';

/** A public meetup's cover photo, for its share card. */
export { CoverPhotos } from './queries/cover-photos.js';

/** Commands other modules send: moderation hides a reported photo. */
export { HidePhoto } from './commands/hide-photo/hide-photo.command.js';

/** Facts for other modules' rules (a report of a photo), and where its files live. */
export { albumDecider, albumStream } from './domain/album.decider.js';
export { albumPhotoKeys } from './domain/album-keys.js';
