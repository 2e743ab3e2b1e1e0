import { Query } from '@nestjs/cqrs';
import type { GroupPhotosResponse } from '../../../contracts/photos.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { PhotoPosition } from '../album-reader.js';

/**
 * A group's photos from all its meetups, newest first (thumbnails for its
 * photo page): up to `take` after `after` (the first page without it).
 */
export class GetGroupPhotos extends Query<GroupPhotosResponse> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser | null,
    readonly take: number,
    readonly after?: PhotoPosition,
  ) {
    super();
  }
}
