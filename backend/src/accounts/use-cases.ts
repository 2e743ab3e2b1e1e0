/*
 * What a composition root outside Nest wires to run accounts' real use cases: the
 * command messages and their handlers. The demo seeder is its one user
 * (.dependency-cruiser.cjs); other modules ask through index.ts, and Nest
 * composes the handlers through the module's Nest module.
 */
export { RegisterUser } from './commands/register-user/register-user.command.js';
export { RegisterUserHandler } from './commands/register-user/register-user.handler.js';
