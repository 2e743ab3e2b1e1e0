import { Query } from '@nestjs/cqrs';
import { PAGE_LIMIT_DEFAULT } from '../../../contracts/requests/paging.request.js';
import type { AlbumResponse } from '../../../contracts/photos.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { PhotoPosition } from '../album-reader.js';

/**
 * A meetup's album as the viewer may see it (null: a visitor), oldest first:
 * up to `take` photos after `after` (the first page without it).
 */
export class GetAlbum extends Query<AlbumResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser | null,
    readonly take: number = PAGE_LIMIT_DEFAULT,
    readonly after?: PhotoPosition,
  ) {
    super();
  }
}
