/** Facts about a member that other modules' handlers load: the user aggregate and its rules. */
export { accountToken } from './domain/account-token.js';
export { requireVerifiedEmail } from './domain/user-account.decider.js';
export type { CreatorEmail } from './domain/user-account.decider.js';
export { creatorEmailOf, userDecider, userStream } from './domain/user.decider.js';
export type { OwnedGroup } from './domain/user.decider.js';

/** How a member is shown to others: one display name, one public person. */
export { displayName, toPublicPerson, trainerUsername } from './public-profile.js';
export { usernameHolder } from './domain/reservation.decider.js';
