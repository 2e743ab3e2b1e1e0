import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '@/lib/api';

const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass `preloadedState` to start from a known cache. */
export function makeStore(preloadedState?: Partial<RootState>) {
  /*
   * Lets cache entries react to actions while they live (`addListener`): a live list of
   * meetups re-aims its socket watches after each refetch.
   */
  const listener = createListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
