/** Readers other modules may use: the dashboard's suggestions and an event page's line. */
export { GetPlaymatesGoing } from './queries/playmates-going/playmates-going.query.js';
export { GetPlaymateMeetups } from './queries/playmate-meetups/playmate-meetups.query.js';
/** Search's "with my dogs' playmates" filter. */
export { meetupsWithPlaymates } from './queries/meetups-with-playmates.js';
