import { afterEach } from 'vitest';
import { ScratchDatabase } from '../store/memory/disk-documents.js';

/**
 * For a spec of the disk tier (ADR 044): opens scratch databases, each
 * closed after the test that opened it.
 */
export function scratchDatabasePerTest(): (cacheKiB?: number) => ScratchDatabase {
  const databases: ScratchDatabase[] = [];
  afterEach(() => {
    for (const database of databases.splice(0)) database.close();
  });
  return (cacheKiB) => {
    const database = new ScratchDatabase(cacheKiB);
    databases.push(database);
    return database;
  };
}
