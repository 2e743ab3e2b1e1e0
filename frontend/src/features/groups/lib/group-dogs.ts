import type { GroupResponse, MemberWithDetailsResponse } from '@packmeet/backend/contracts/groups';
import type { GroupDog } from '../types';

/** Whether a member is the group's creator (the spec's 'Group Owner'). */
export function isGroupOwner(group: GroupResponse, member: MemberWithDetailsResponse): boolean {
  return member.role === 'owner' || (Boolean(group.creatorId) && member.userId === group.creatorId);
}

/** Every member's dogs, the owner's first, each with its owner. */
export function groupDogs(
  group: GroupResponse,
  members: readonly MemberWithDetailsResponse[],
): GroupDog[] {
  const ordered = [...members].sort(
    (a, b) => Number(isGroupOwner(group, b)) - Number(isGroupOwner(group, a)),
  );
  return ordered.flatMap((member) =>
    member.dogs.map((dog) => ({
      dog,
      owner: member.user,
      isGroupOwner: isGroupOwner(group, member),
    })),
  );
}
