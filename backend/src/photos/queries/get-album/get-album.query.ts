import { Query } from '@nestjs/cqrs';
import type { AlbumResponse } from '../../../contracts/photos.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** A meetup's album as the viewer may see it (null: a visitor). */
export class GetAlbum extends Query<AlbumResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
