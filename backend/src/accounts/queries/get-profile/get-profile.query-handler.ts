import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USERS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, verifiesEmails, type AppConfig } from '../../../config/config.js';
import { notFound } from '../../../shared/errors.js';
import { toProfileResponse } from '../../profile.response.js';
import { GetProfile } from './get-profile.query.js';
import type { ProfileResponse } from '../../../contracts/accounts.js';

@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetProfile): Promise<ProfileResponse> {
    const user = await this.store.collection(USERS).findOne({ _id: userId });
    if (!user) throw notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');
    return toProfileResponse(user, verifiesEmails(this.config));
  }
}
