/*
 * What a composition root outside Nest wires to run meetups' real use cases: the
 * command messages and their handlers. The demo seeder is its one user
 * (.dependency-cruiser.cjs); other modules ask through index.ts, and Nest
 * composes the handlers through the module's Nest module.
 */
export { ScheduleMeetup } from './commands/schedule-meetup/schedule-meetup.command.js';
export { ScheduleMeetupHandler } from './commands/schedule-meetup/schedule-meetup.handler.js';
export { SetRsvp } from './commands/set-rsvp/set-rsvp.command.js';
export { SetRsvpHandler } from './commands/set-rsvp/set-rsvp.handler.js';
