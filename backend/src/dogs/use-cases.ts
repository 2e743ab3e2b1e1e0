/*
 * What a composition root outside Nest wires to run dogs' real use cases: the
 * command messages and their handlers. The demo seeder is its one user
 * (.dependency-cruiser.cjs); other modules ask through index.ts, and Nest
 * composes the handlers through the module's Nest module.
 */
export { AddDogs } from './commands/add-dogs/add-dogs.command.js';
export { AddDogsHandler } from './commands/add-dogs/add-dogs.handler.js';
