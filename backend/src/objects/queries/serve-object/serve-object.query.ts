import { Query } from '@nestjs/cqrs';
import type { StoredObject } from '../../../infrastructure/object-storage/object-storage.port.js';

/**
 * A public photo's bytes and type. Reads the object store, not a read model:
 * blobs are not events, so there is nothing to project.
 */
export class ServeObject extends Query<StoredObject> {
  constructor(readonly fileName: string) {
    super();
  }
}
