import { createContext, useContext } from 'react';

/*
 * Kept apart from FormDialog so that forms outside dialogs (/login's) can use FormFooter
 * without bringing Radix's dialogs into their page.
 */
export const FormDialogContext = createContext<{ requestClose: () => void } | null>(null);

/**
 * A form's Cancel: inside a FormDialog it closes the way Escape and the X do, asking first when
 * something was typed; elsewhere it calls `onCancel`.
 */
export function useFormCancel(onCancel: () => void): () => void {
  return useContext(FormDialogContext)?.requestClose ?? onCancel;
}
