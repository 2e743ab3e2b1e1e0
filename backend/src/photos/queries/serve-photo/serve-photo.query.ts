import { Query } from '@nestjs/cqrs';
import type { StoredObject } from '../../../infrastructure/object-storage/object-storage.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** One size of an album photo, for whoever may see it now; `open`: anyone may. */
export class ServePhoto extends Query<{ photo: StoredObject; open: boolean }> {
  constructor(
    readonly photoId: string,
    /** `thumb.jpg` or `full.jpg`. */
    readonly file: string,
    readonly signed: { expires?: string; signature?: string },
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
