import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';

const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass `preloadedState` to start from a known cache. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
