import { Query } from '@nestjs/cqrs';
import { PAGE_LIMIT_DEFAULT } from '../../../contracts/requests/paging.request.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { PhotoPosition } from '../album-reader.js';
import type { AlbumPage } from './album-pages.cache.js';

/**
 * A page of a meetup's album as the viewer may see it (null: a visitor), oldest
 * first: up to `limit` photos after `after` (the first page without it).
 */
export class GetAlbum extends Query<AlbumPage> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser | null,
    readonly limit: number = PAGE_LIMIT_DEFAULT,
    readonly after?: PhotoPosition,
    /** Read from the read models, not the kept album: the answer to one's own change. */
    readonly fresh = false,
  ) {
    super();
  }

  /** The first page as one who just changed the album sees it (the answer to their command). */
  static fresh(meetupId: string, viewer: AuthenticatedUser): GetAlbum {
    return new GetAlbum(meetupId, viewer, PAGE_LIMIT_DEFAULT, undefined, true);
  }
}
