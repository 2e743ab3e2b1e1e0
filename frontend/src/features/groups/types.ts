import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { GroupListResponse } from '@packmeet/backend/contracts/groups';
import type { PublicPerson } from '@packmeet/backend/contracts/accounts';
import type { Activity } from '@packmeet/backend/contracts/activities';

/*
 * The groups feature's own view types. Everything the API sends or receives is typed by the
 * contract in backend/src/contracts.
 */

/** Where the group search looks from: the registered city, or one picked for a while. */
export type SearchLocation = Pick<GroupListResponse['userLocation'], 'city' | 'state'>;

/**
 * What Find Groups asks for: from where (absent: the registered city), and within which radius
 * for which activity, so the server can count finding nothing as demand (docs/discovery.md).
 */
export type GroupSearch = Partial<SearchLocation> & { radius?: number; activity?: Activity };

/** A dog of the group together with its owner, as the group page lists them. */
export interface GroupDog {
  dog: DogResponse;
  owner: PublicPerson;
  /** The owner created the group. */
  isGroupOwner: boolean;
}
