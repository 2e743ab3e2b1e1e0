import { RotateCcw } from 'lucide-react';
import { ACTIVITIES, ACTIVITY_LABELS, type Activity } from '@packmeet/backend/contracts/activities';
import { useId } from 'react';
import { CityPicker, type CityValue } from '@/components/city-picker/city-picker';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { SEARCH_RADIUS_OPTIONS, type SearchRadius } from '@/config/constants';
import { formatCityState } from '@/lib/utils';
import type { SearchLocation } from '../types';

const RADIUS_OPTIONS = SEARCH_RADIUS_OPTIONS.map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}));

const ANY_ACTIVITY = 'any';
const ACTIVITY_OPTIONS = [
  { value: ANY_ACTIVITY, label: 'Any activity' },
  ...ACTIVITIES.map((activity) => ({ value: activity, label: ACTIVITY_LABELS[activity] })),
];

function isActivity(value: string): value is Activity {
  return (ACTIVITIES as readonly string[]).includes(value);
}

function isRadius(value: number): value is SearchRadius {
  return (SEARCH_RADIUS_OPTIONS as readonly number[]).includes(value);
}

/**
 * Where to search and how far: a temporary city (the registered one is never changed here),
 * a way back to the registered city, and the radius.
 */
export function SearchLocationCard({
  searchLocation,
  registeredLocation,
  isTemporary,
  pickerValue,
  onPickerChange,
  onReset,
  radius,
  onRadiusChange,
  activity,
  onActivityChange,
}: {
  searchLocation: SearchLocation | null;
  registeredLocation: SearchLocation | null;
  isTemporary: boolean;
  pickerValue: CityValue | null;
  onPickerChange: (value: CityValue | null) => void;
  onReset: () => void;
  radius: SearchRadius;
  onRadiusChange: (radius: SearchRadius) => void;
  activity: Activity | null;
  onActivityChange: (activity: Activity | null) => void;
}) {
  const id = useId();
  const place = searchLocation ? formatCityState(searchLocation.city, searchLocation.state) : '';
  const home = registeredLocation
    ? formatCityState(registeredLocation.city, registeredLocation.state)
    : '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Search location</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <span>
            {place ? (
              <>
                Showing groups near <strong className="text-foreground">{place}</strong>
              </>
            ) : (
              'Showing groups near your city'
            )}
          </span>
          {isTemporary ? <Badge tone="lake">Temporary</Badge> : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem] lg:grid-cols-[minmax(0,1fr)_11rem_14rem]">
          <Field
            id={`${id}-location`}
            label="Search another city"
            hint="Only for this search: your registered city stays the same."
          >
            {(control) => (
              <CityPicker
                {...control}
                placeholder="e.g. Austin, TX"
                value={pickerValue}
                onChange={onPickerChange}
              />
            )}
          </Field>
          <Field id={`${id}-radius`} label="Search radius">
            {(control) => (
              <SelectField
                {...control}
                value={String(radius)}
                options={RADIUS_OPTIONS}
                placeholder="Radius"
                onValueChange={(value) => {
                  const miles = Number(value);
                  if (isRadius(miles)) onRadiusChange(miles);
                }}
              />
            )}
          </Field>
          <Field id={`${id}-activity`} label="Activity">
            {(control) => (
              <SelectField
                {...control}
                value={activity ?? ANY_ACTIVITY}
                options={ACTIVITY_OPTIONS}
                placeholder="Activity"
                onValueChange={(value) => onActivityChange(isActivity(value) ? value : null)}
              />
            )}
          </Field>
        </div>
        {isTemporary ? (
          <Button variant="outline" size="sm" onClick={onReset} className="self-start">
            <RotateCcw aria-hidden="true" />
            {home ? `Reset to ${home}` : 'Reset to my city'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
