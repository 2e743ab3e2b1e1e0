import { onLiveReconnect } from './socket';

/**
 * Keeps an RTK Query cache entry live for as long as it exists (from its
 * `onCacheEntryAdded`): once its data has loaded, `watch` subscribes to its
 * pushes and answers how to stop; a reconnect refetches it, since pushes
 * sent while the socket was down reached nobody; removing the entry stops both.
 */
export async function keepCacheEntryLive(
  lifecycle: { cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<unknown> },
  watch: () => () => void,
  refetch: () => void,
): Promise<void> {
  let unsubscribe: () => void;
  try {
    await lifecycle.cacheDataLoaded;
    unsubscribe = watch();
  } catch {
    // Dropped before its data arrived (or not found): nothing to keep live.
    return;
  }
  const stopRefetching = onLiveReconnect(refetch);
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
  stopRefetching();
}
