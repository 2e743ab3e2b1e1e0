import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photoKeyFromFileName } from '../../domain/object-keys.js';
import { photoNotFound } from '../../domain/upload-rules.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
  type StoredObject,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { ServeObject } from './serve-object.query.js';

@QueryHandler(ServeObject)
export class ServeObjectHandler implements IQueryHandler<ServeObject> {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /** Only processed photos are public; raw uploads (`uploads/...`) never are. */
  async execute({ fileName }: ServeObject): Promise<StoredObject> {
    const key = photoKeyFromFileName(fileName);
    const stored = key ? await this.storage.get(key) : null;
    if (!stored) throw photoNotFound();
    return stored;
  }
}
