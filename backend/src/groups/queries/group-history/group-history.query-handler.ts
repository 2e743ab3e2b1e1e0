import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GROUP_HISTORY, GROUPS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName } from '../../../accounts/index.js';
import { groupNotFound } from '../../domain/group.state.js';
import { organizersGroup } from '../admission.js';
import { usersById } from '../group-access.js';
import { GetGroupHistory, type PlacedHistoryEntry } from './group-history.query.js';
import { historySentence } from './group-history.sentence.js';

@QueryHandler(GetGroupHistory)
export class GetGroupHistoryHandler implements IQueryHandler<GetGroupHistory> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ groupId, viewer, take, after }: GetGroupHistory): Promise<PlacedHistoryEntry[]> {
    if (viewer.isAdmin) {
      // Administrators audit any group, including invite-only ones they are not in.
      if (!(await this.store.collection(GROUPS).findOne({ _id: groupId }))) throw groupNotFound();
    } else {
      await organizersGroup(this.store, groupId, viewer.id);
    }
    const entries = await this.store.collection(GROUP_HISTORY).find(
      {
        groupId,
        ...(after && {
          $or: [
            { position: { $lt: after.position } },
            { position: after.position, _id: { $lt: after.id } },
          ],
        }),
      },
      { sort: { position: -1, _id: -1 }, limit: take },
    );
    const people = await usersById(
      this.store,
      entries.flatMap((entry) =>
        [entry.actorId, entry.subjectId].filter((id): id is string => id !== null),
      ),
    );
    const nameOf = (id: string | null) => {
      if (id === null) return null;
      const user = people.get(id);
      return user ? displayName(user) : 'A former member';
    };
    return entries.map((entry) => {
      const actorName = nameOf(entry.actorId);
      return {
        id: entry._id,
        type: entry.type,
        sentence: historySentence(
          entry,
          actorName ?? 'PackMeet',
          nameOf(entry.subjectId) ?? 'Someone',
        ),
        actor: entry.actorId === null ? null : { id: entry.actorId, name: actorName! },
        at: entry.at,
        position: entry.position,
      };
    });
  }
}
