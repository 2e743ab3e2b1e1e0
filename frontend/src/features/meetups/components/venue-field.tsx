import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ComboboxFrame,
  comboboxInputClass,
  comboboxOptionClass,
  useCombobox,
} from '@/components/ui/combobox';
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
  const [open, setOpen] = useState(false);
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
  const combobox = useCombobox({
    id,
    options: suggestions,
    open,
    setOpen,
    // There is no message to show in place of the list: the popup is the list.
    popup: open && suggestions.length > 0,
    onChoose: (venue) => {
      onChoose(venue);
      combobox.close();
    },
  });

  const announcement = combobox.expanded
    ? `${suggestions.length} ${suggestions.length === 1 ? 'place' : 'places'} used before. Use the arrow keys to choose, or keep typing an address.`
    : '';

  return (
    <ComboboxFrame announcement={announcement}>
      <input
        id={id}
        {...combobox.inputProps}
        maxLength={300}
        placeholder="Park name or street address"
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          combobox.reopen();
        }}
        className={comboboxInputClass}
        {...aria}
      />
      {open && search.isFetching ? (
        <LoaderCircle
          aria-hidden="true"
          className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 animate-spin text-sand-500 motion-reduce:animate-none"
        />
      ) : null}
      <ul
        {...combobox.listboxProps}
        aria-label="Places used before"
        className="absolute top-full right-0 left-0 z-50 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-border bg-card p-1.5 shadow-lifted"
      >
        {suggestions.map((venue, index) => (
          <li
            key={venue.place_id}
            {...combobox.optionProps(index, venue)}
            className={comboboxOptionClass(index === combobox.active, 'flex-col')}
          >
            <span className="truncate font-semibold">{venue.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {venue.formatted_address}
            </span>
          </li>
        ))}
      </ul>
    </ComboboxFrame>
  );
}
