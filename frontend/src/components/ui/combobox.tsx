import { MapPin } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

/** The text input of a place combobox: field styling, room for the pin and a trailing icon. */
export const comboboxInputClass = cn(fieldControlClass, 'h-11 pr-10 pl-10');

/** Marks a combobox input whose next Escape is its own (closing its list, undoing an edit). */
const HOLDS_ESCAPE = 'data-holds-escape';

/**
 * Whether an Escape keydown belongs to a combobox rather than to the dialog around it. Radix
 * dialogs listen for Escape on the document in the capture phase, before the input's own
 * handler runs, so stopping the event in the input comes too late: the dialog asks first.
 */
export function comboboxHoldsEscape(event: KeyboardEvent | globalThis.KeyboardEvent): boolean {
  const target = event.target;
  return target instanceof Element && target.hasAttribute(HOLDS_ESCAPE);
}

/** One suggestion row; the active one (keyboard or pointer) is highlighted. */
export function comboboxOptionClass(active: boolean, className: string): string {
  return cn(
    'flex cursor-pointer rounded-lg px-3 py-2 text-sm',
    className,
    active ? 'bg-pine-50 text-pine-900' : 'text-foreground',
  );
}

/** Around a place combobox: the map pin before the input, and the polite live region after. */
export function ComboboxFrame({
  className,
  announcement,
  children,
}: {
  className?: string;
  /** Read out as the suggestions change ('3 cities found...'). */
  announcement: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('relative', className)}>
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-sand-500"
      />
      {children}
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}

/**
 * An ARIA 1.2 combobox with a listbox popup, shared by the city picker and the venue field:
 * ArrowDown/ArrowUp move through `options` (wrapping), Enter chooses the active one (and does
 * not submit the form), Escape closes the popup without closing a surrounding dialog (which
 * asks `comboboxHoldsEscape`), Tab leaves. Focus stays in the input throughout; the active option is `aria-activedescendant`.
 *
 * The owner keeps `open` (what it fetches may depend on it) and says whether the popup shows
 * (`popup`: the list, or a message in its place). Escape with the popup already closed goes to
 * `onEscapeClosed`.
 */
export function useCombobox<T>({
  id,
  options,
  open,
  setOpen,
  popup,
  onChoose,
  onEscapeClosed,
  escapeUndoes = false,
}: {
  /** The input's id; the listbox and option ids derive from it. */
  id: string;
  options: readonly T[];
  open: boolean;
  setOpen: (open: boolean) => void;
  popup: boolean;
  onChoose: (option: T) => void;
  onEscapeClosed?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Whether Escape with the popup closed does something here now (`onEscapeClosed` acts). */
  escapeUndoes?: boolean;
}) {
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = popup && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  /** Closes the popup and forgets the active option. */
  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  /** After an edit: the popup opens again, with no option active. */
  function reopen() {
    setOpen(true);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length === 0) break;
        if (event.key === 'ArrowDown')
          setActiveIndex(active < 0 ? 0 : (active + 1) % options.length);
        else setActiveIndex(active <= 0 ? options.length - 1 : active - 1);
        break;
      }
      case 'Enter': {
        const option = active >= 0 ? options[active] : undefined;
        if (option !== undefined) {
          // Choosing must not also submit the surrounding form.
          event.preventDefault();
          onChoose(option);
        }
        break;
      }
      case 'Escape':
        if (popup) {
          // Close the list only; a surrounding dialog stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else {
          onEscapeClosed?.(event);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  }

  return {
    expanded,
    active,
    close,
    reopen,
    inputProps: {
      type: 'text',
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      [HOLDS_ESCAPE]: popup || escapeUndoes ? '' : undefined,
      onKeyDown: handleKeyDown,
      onFocus: () => setOpen(true),
      onBlur: close,
    },
    listboxProps: { id: listboxId, role: 'listbox', hidden: !expanded },
    optionProps: (index: number, option: T) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // Keep focus in the input so the combobox stays the one focused control.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => onChoose(option),
      onMouseMove: () => {
        if (index !== active) setActiveIndex(index);
      },
    }),
  };
}
