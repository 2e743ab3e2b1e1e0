import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { installFakeSocket } from './fake-socket';

/*
 * One time zone for every machine, so texts like '11:00 AM – 1:00 PM' are the same everywhere.
 * Node applies a changed TZ to dates and Intl formatters created afterwards (screens are
 * imported after this file).
 */
(globalThis as unknown as { process: { env: Record<string, string> } }).process.env.TZ =
  'America/Chicago';

// Screens are lazy-loaded routes: the first import of a module can take a moment.
configure({ asyncUtilTimeout: 4000 });

/*
 * jsdom lacks a few browser APIs that Radix primitives (select, dialog, tooltip) and media
 * elements call. Minimal stand-ins keep those components usable in tests.
 */
const elementProto = Element.prototype as unknown as Record<string, unknown>;
elementProto.hasPointerCapture ??= () => false;
elementProto.setPointerCapture ??= () => undefined;
elementProto.releasePointerCapture ??= () => undefined;
elementProto.scrollIntoView ??= () => undefined;

if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // Assigned directly (not vi.stubGlobal) so `vi.unstubAllGlobals()` between tests keeps it.
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ResizeObserverStub,
  });
}

Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: () => Promise.resolve(),
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });
Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: () => {} });

/*
 * No test opens a real socket: by default every socket is a fake that never connects. Tests of
 * live updates call `installFakeSocket()` themselves to play the server.
 */
installFakeSocket({ connect: false });

afterEach(() => {
  cleanup();
  installFakeSocket({ connect: false });
  resetToasts();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
