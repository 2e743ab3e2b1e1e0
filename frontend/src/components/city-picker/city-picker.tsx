import { Check, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  ComboboxFrame,
  comboboxInputClass,
  comboboxOptionClass,
  useCombobox,
} from '@/components/ui/combobox';
import { CITY_SEARCH_DEBOUNCE_MS, CITY_SEARCH_MIN_CHARS } from '@/config/constants';
import { formatCityState } from '@/lib/utils';
import type { CityChoice } from '@packmeet/backend/contracts/geography';
import { useGetMapsKeyQuery, useSearchCitiesQuery } from './city-search-api';

/**
 * Spec section 3 "City picker output": a US city with its two-letter state, and the coordinates
 * when known. Shown as 'City, ST'.
 */
export interface CityValue {
  city: string;
  state: string;
  latitude?: number;
  longitude?: number;
}

export interface CityPickerProps {
  /** id of the input; a `<label htmlFor>` names the combobox. */
  id: string;
  /** The chosen city, or null while nothing valid is chosen. */
  value: CityValue | null;
  /** Called with a city when one is chosen, and with null whenever the text is edited. */
  onChange: (value: CityValue | null) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

const keyOf = (value: CityValue | null) => (value ? formatCityState(value.city, value.state) : '');

/** Logged once per page: every picker shares the one key request. */
let reportedKeyFailure = false;

/**
 * The city picker (spec sections 3, 4, 5): an ARIA 1.2 combobox with a listbox popup. Typing
 * searches GET /api/locations/cities (debounced); arrow keys move through the suggestions,
 * Enter chooses, Escape closes (and, when already closed, undoes the edit). Only a
 * chosen suggestion counts as a value, and it always carries both a city and a state.
 *
 * Until the maps key request settles, the input is disabled and reads 'Loading...' (spec 4).
 * Our search does not need the key, so a failed request is logged and the input still works.
 */
export function CityPicker({
  id,
  value,
  onChange,
  placeholder = 'Start typing a city...',
  required,
  disabled,
  className,
  ...aria
}: CityPickerProps) {
  const keyRequest = useGetMapsKeyQuery();
  const waitingForKey = keyRequest.isLoading;

  const [text, setText] = useState(() => keyOf(value));
  const [syncedKey, setSyncedKey] = useState(() => keyOf(value));
  // The city chosen before the current edit, for Escape to bring back.
  const [lastChosen, setLastChosen] = useState<CityValue | null>(value);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!keyRequest.isError || reportedKeyFailure) return;
    reportedKeyFailure = true;
    console.error(
      'Could not load the maps key; the city input works as a plain search',
      keyRequest.error,
    );
  }, [keyRequest.isError, keyRequest.error]);

  // Search only once typing pauses.
  const trimmed = text.trim();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(trimmed), CITY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const valueKey = keyOf(value);
  const searchable =
    query.length >= CITY_SEARCH_MIN_CHARS && trimmed.length >= CITY_SEARCH_MIN_CHARS;
  const search = useSearchCitiesQuery({ q: query }, { skip: !searchable || waitingForKey });
  const suggestions: CityChoice[] = searchable ? (search.data ?? []) : [];
  const searching = searchable && search.isFetching;
  const showPopup = open && searchable && text !== valueKey;

  const combobox = useCombobox({
    id,
    options: suggestions,
    open,
    setOpen,
    popup: showPopup,
    onChoose: (suggestion) =>
      commit({
        city: suggestion.city,
        state: suggestion.state,
        latitude: suggestion.latitude,
        longitude: suggestion.longitude,
      }),
    escapeUndoes: text !== keyOf(lastChosen),
    onEscapeClosed: (event) => {
      if (text === keyOf(lastChosen)) return;
      // Undo the edit: back to the city chosen before it (or to empty).
      event.preventDefault();
      event.stopPropagation();
      if (lastChosen) commit(lastChosen);
      else setText('');
    },
  });

  // A new value from the parent (a reset, a loaded profile) replaces the text.
  if (valueKey !== syncedKey) {
    setSyncedKey(valueKey);
    setLastChosen(value);
    setText(valueKey);
    combobox.close();
  }

  function commit(chosen: CityValue) {
    const key = keyOf(chosen);
    setSyncedKey(key);
    setLastChosen(chosen);
    setText(key);
    combobox.close();
    onChange(chosen);
  }

  function handleTextChange(next: string) {
    setText(next);
    combobox.reopen();
    // Editing the text un-chooses the city: only a picked suggestion counts (spec 5).
    setSyncedKey('');
    onChange(null);
  }

  function clear() {
    handleTextChange('');
    inputRef.current?.focus();
  }

  let message: string | null = null;
  if (showPopup && suggestions.length === 0) {
    if (searching || search.isUninitialized) message = 'Searching...';
    else if (search.isError) message = "We couldn't search cities right now. Please try again.";
    else message = `No US cities match "${trimmed}".`;
  }
  const announcement = !showPopup
    ? ''
    : suggestions.length > 0
      ? `${suggestions.length} ${suggestions.length === 1 ? 'city' : 'cities'} found. Use the arrow keys to choose.`
      : (message ?? '');

  const inputDisabled = disabled || waitingForKey;

  return (
    <ComboboxFrame className={className} announcement={announcement}>
      <input
        ref={inputRef}
        id={id}
        {...combobox.inputProps}
        aria-busy={waitingForKey || undefined}
        autoCapitalize="words"
        spellCheck={false}
        required={required}
        disabled={inputDisabled}
        placeholder={waitingForKey ? 'Loading...' : placeholder}
        value={waitingForKey ? '' : text}
        onChange={(event) => handleTextChange(event.target.value)}
        className={comboboxInputClass}
        {...aria}
      />
      <span className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
        {searching && showPopup ? (
          <LoaderCircle
            aria-hidden="true"
            className="mr-1.5 size-4 animate-spin text-sand-500 motion-reduce:animate-none"
          />
        ) : text && !inputDisabled ? (
          <button
            type="button"
            aria-label="Clear location"
            onClick={clear}
            className="inline-flex size-7 items-center justify-center rounded-full text-sand-500 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </span>

      <div
        hidden={!showPopup}
        className="absolute top-full right-0 left-0 z-50 mt-1.5 overflow-hidden rounded-xl border border-border bg-card shadow-lifted"
      >
        <ul
          {...combobox.listboxProps}
          aria-label="Suggested cities"
          className="max-h-72 overflow-y-auto p-1.5"
        >
          {suggestions.map((suggestion, index) => {
            const label = formatCityState(suggestion.city, suggestion.state);
            return (
              <li
                key={`${label}-${suggestion.latitude}-${suggestion.longitude}`}
                {...combobox.optionProps(index, suggestion)}
                className={comboboxOptionClass(
                  index === combobox.active,
                  'items-center justify-between gap-3',
                )}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold">{label}</span>
                  {suggestion.stateName ? (
                    <span className="truncate text-xs text-muted-foreground">
                      {suggestion.stateName}
                    </span>
                  ) : null}
                </span>
                {label === valueKey ? (
                  <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                ) : null}
              </li>
            );
          })}
        </ul>
        {message ? <p className="px-3.5 py-3 text-sm text-muted-foreground">{message}</p> : null}
      </div>
    </ComboboxFrame>
  );
}
