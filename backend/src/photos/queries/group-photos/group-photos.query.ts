import { Query } from '@nestjs/cqrs';
import type { GroupPhotosResponse } from '../../../contracts/photos.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** A group's photos from all its meetups, newest first (thumbnails for its photo page). */
export class GetGroupPhotos extends Query<GroupPhotosResponse> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
