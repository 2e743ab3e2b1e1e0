import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their Trigger on close. Ours are often opened by other
 * buttons (a card's Edit, the header's Log In), so remember what had focus when the dialog
 * opened and return there, as a keyboard user expects.
 */
export function useReturnFocus<E extends { defaultPrevented: boolean; preventDefault(): void }>(
  handlers: {
    onOpenAutoFocus?: ((event: E) => void) | undefined;
    onCloseAutoFocus?: ((event: E) => void) | undefined;
  } = {},
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: E) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: E) {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
