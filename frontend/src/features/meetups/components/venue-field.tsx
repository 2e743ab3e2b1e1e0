import { LoaderCircle, MapPin } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { fieldControlClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useGetVenuesQuery } from '../api/meetups-api';
import { VENUE_SEARCH_DEBOUNCE_MS } from '../lib/meetup-options';
import type { VenueSuggestion } from '@packmeet/backend/contracts/meetups';

/**
 * The venue field (spec section 2 "location (venue search)"): an ARIA combobox whose text is
 * the address itself, so a free-typed address is always valid. Suggestions are the places the
 * group's city has met at before (GET /api/venues), shown on focus and narrowed while typing;
 * choosing one fills the address, the place name and the coordinates. No maps service is
 * involved, so the field never waits for a maps key.
 */
export function VenueField({
  id,
  value,
  city,
  state,
  onType,
  onChoose,
  ...aria
}: {
  id: string;
  value: string;
  /** The group's city and state, where suggestions come from. */
  city: string | null;
  state: string | null;
  onType: (address: string) => void;
  onChoose: (venue: VenueSuggestion) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}) {
  const listboxId = `${id}-venues`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [query, setQuery] = useState(value.trim());

  const trimmed = value.trim();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(trimmed), VENUE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const canSuggest = Boolean(city && state);
  const search = useGetVenuesQuery(
    { city: city ?? '', state: state ?? '', q: query },
    { skip: !open || !canSuggest },
  );
  const suggestions = search.data ?? [];
  const expanded = open && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;

  useEffect(() => {
    if (active >= 0) {
      document.getElementById(`${id}-venue-${active}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [active, id]);

  function choose(venue: VenueSuggestion) {
    onChoose(venue);
    setOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (suggestions.length > 0)
          setActiveIndex(active < 0 ? 0 : (active + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) {
          setActiveIndex(active <= 0 ? suggestions.length - 1 : active - 1);
        }
        break;
      case 'Enter': {
        const venue = active >= 0 ? suggestions[active] : undefined;
        if (venue) {
          // Choosing a place must not also submit the form.
          event.preventDefault();
          choose(venue);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          // Close the list only; the dialog around stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  }

  const announcement = expanded
    ? `${suggestions.length} ${suggestions.length === 1 ? 'place' : 'places'} used before. Use the arrow keys to choose, or keep typing an address.`
    : '';

  return (
    <div className="relative">
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-sand-500"
      />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? `${id}-venue-${active}` : undefined}
        autoComplete="off"
        maxLength={300}
        placeholder="Park name or street address"
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
        className={cn(fieldControlClass, 'h-11 pr-10 pl-10')}
        {...aria}
      />
      {open && search.isFetching ? (
        <LoaderCircle
          aria-hidden="true"
          className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 animate-spin text-sand-500 motion-reduce:animate-none"
        />
      ) : null}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Places used before"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-border bg-card p-1.5 shadow-lifted"
      >
        {suggestions.map((venue, index) => (
          <li
            key={venue.place_id}
            id={`${id}-venue-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so the combobox stays the focused control.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(venue)}
            onMouseMove={() => {
              if (index !== active) setActiveIndex(index);
            }}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm',
              index === active ? 'bg-pine-50 text-pine-900' : 'text-foreground',
            )}
          >
            <span className="truncate font-semibold">{venue.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {venue.formatted_address}
            </span>
          </li>
        ))}
      </ul>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
