export { LeaveGroup } from './commands/leave-group/leave-group.command.js';
export { loadGroup } from './commands/load-group.js';
export { checkDog, combineRules, hasRules, requireEligible } from './domain/entry-rules.js';
export type { DogFacts } from './domain/entry-rules.js';
export {
  existsFor,
  groupDecider,
  groupStream,
  isMember,
  isOrganizer,
} from './domain/group.decider.js';
export { postDecider, postNotFound, postStream } from './domain/post.decider.js';
export {
  LISTED_KINDS,
  OPEN_KINDS,
  groupView,
  memberGroupIds,
  usersById,
  visibleGroup,
} from './queries/group-access.js';
