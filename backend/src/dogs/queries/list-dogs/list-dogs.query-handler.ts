import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DOGS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { toDogResponse } from '../../dog.response.js';
import { ListDogs } from './list-dogs.query.js';
import type { DogResponse } from '../../../contracts/dogs.js';

@QueryHandler(ListDogs)
export class ListDogsHandler implements IQueryHandler<ListDogs> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ ownerId }: ListDogs): Promise<DogResponse[]> {
    const dogs = await this.store
      .collection(DOGS)
      .find({ ownerId }, { sort: { createdAt: 1, name: 1, _id: 1 } });
    return dogs.map(toDogResponse);
  }
}
