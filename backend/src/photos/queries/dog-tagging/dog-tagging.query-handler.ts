import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { DogTaggingResponse } from '../../../contracts/photos.js';
import { DOG_TAGGING } from '../../../contracts/read-models.js';
import { GetDogTagging } from './dog-tagging.query.js';

@QueryHandler(GetDogTagging)
export class GetDogTaggingHandler implements IQueryHandler<GetDogTagging> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ userId }: GetDogTagging): Promise<DogTaggingResponse> {
    const choice = await this.store.collection(DOG_TAGGING).findOne({ _id: userId });
    return { allowed: choice?.allowed ?? true };
  }
}
