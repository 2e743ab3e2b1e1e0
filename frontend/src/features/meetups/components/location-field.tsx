import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { VenueField } from './venue-field';

/** The place a form keeps: the address, the place's name and where it is. */
export interface PlaceValue {
  location: string;
  placeName: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The labelled location field of the meetup and series forms: the venue search with the
 * group's city's places. `onChange` gets what changed; `chosen` says a suggestion was picked.
 */
export function LocationField({
  id,
  value,
  city,
  state,
  error,
  hint,
  onChange,
}: {
  id: string;
  value: string;
  city: string | null;
  state: string | null;
  error?: string;
  hint?: ReactNode;
  onChange: (change: Partial<PlaceValue>, chosen: boolean) => void;
}) {
  return (
    <Field
      id={id}
      label="Location"
      required
      error={error}
      hint={
        hint ??
        (city
          ? `Pick a place ${city} meetups have used before, or type an address.`
          : 'Type the address.')
      }
    >
      {(control) => (
        <VenueField
          {...control}
          value={value}
          city={city}
          state={state}
          // A retyped address no longer sits at the chosen place's coordinates.
          onType={(address) =>
            onChange({ location: address, latitude: null, longitude: null }, false)
          }
          onChoose={(venue) =>
            onChange(
              {
                location: venue.formatted_address,
                placeName: venue.name,
                latitude: venue.geometry.location?.lat ?? null,
                longitude: venue.geometry.location?.lng ?? null,
              },
              true,
            )
          }
        />
      )}
    </Field>
  );
}
