import { Query } from '@nestjs/cqrs';
import type { ProfileResponse } from '../../../contracts/accounts.js';

export class GetProfile extends Query<ProfileResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
