/** Facts other handlers ask about a group or post: its state, membership, organizers. */
export { loadGroup } from './facts/load-group.js';
export {
  existsFor,
  groupDecider,
  groupStream,
  isMember,
  isOrganizer,
} from './domain/group.decider.js';
export { postDecider, postNotFound, postStream } from './domain/post.decider.js';

/** Entry rules (dog size, vaccination...), which meetups also apply to RSVPs. */
export { checkDog, combineRules, hasRules, requireEligible } from './domain/entry-rules.js';
export type { DogFacts } from './domain/entry-rules.js';

/** Access policy and readers: which groups a person may see, and how they are shown. */
export {
  LISTED_KINDS,
  OPEN_KINDS,
  groupView,
  memberGroupIds,
  usersById,
  visibleGroup,
} from './queries/group-access.js';

/** Commands other modules send (forgetting a member leaves their groups). */
export { LeaveGroup } from './commands/leave-group/leave-group.command.js';
