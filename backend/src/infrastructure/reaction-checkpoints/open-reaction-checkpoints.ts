import { join } from 'node:path';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import type { WalCheckpoints } from '../../event-store/wal-checkpoints.js';
import type { AppConfig } from '../../config/config.js';
import { DocumentStoreReactionCheckpoints } from './document-store.reaction-checkpoints.js';
import type { ReactionCheckpoints } from './reaction-checkpoints.port.js';
import { SqliteReactionCheckpoints } from './sqlite.reaction-checkpoints.js';

/** A file in DATA_DIR when the read store lives in memory, else the (durable) read store. */
export function openReactionCheckpoints(
  config: AppConfig,
  documentStore: DocumentStore,
  checkpoints?: WalCheckpoints,
): ReactionCheckpoints {
  if (config.documentStore.engine === 'memory') {
    return new SqliteReactionCheckpoints(join(config.dataDir, 'reactions.sqlite'), checkpoints);
  }
  return new DocumentStoreReactionCheckpoints(documentStore);
}
