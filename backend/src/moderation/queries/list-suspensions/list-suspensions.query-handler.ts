import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  SUSPENSIONS,
  isSuspended,
  type SuspendedMemberResponse,
} from '../../../contracts/moderation.js';
import { usersById } from '../../../groups/index.js';
import { ListSuspensions } from './list-suspensions.query.js';

@QueryHandler(ListSuspensions)
export class ListSuspensionsHandler implements IQueryHandler<ListSuspensions> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute(): Promise<SuspendedMemberResponse[]> {
    const now = new Date();
    // Ended periods stay in the read model (nothing appends when time runs out): left out here.
    const suspensions = (
      await this.store.collection(SUSPENSIONS).find({}, { sort: { at: -1, _id: 1 } })
    ).filter((suspension) => isSuspended(suspension, now));
    const people = await usersById(
      this.store,
      suspensions.map((suspension) => suspension._id),
    );
    return suspensions.map((suspension) => {
      const user = people.get(suspension._id);
      return {
        id: suspension._id,
        name: user ? `${user.firstName} ${user.lastName}` : 'Former member',
        until: suspension.until,
        reason: suspension.reason,
        at: suspension.at,
      };
    });
  }
}
