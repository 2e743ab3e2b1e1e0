import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  SKILL_LEVELS,
  SKILL_LEVEL_LABELS,
} from '@packmeet/backend/contracts/activities';
import { PARK_TYPES } from '@packmeet/backend/contracts/meetups';
import { TIMES_OF_DAY, WEEKDAY_NAMES, type SearchOrigin } from '@packmeet/backend/contracts/search';
import { CityPicker, type CityValue } from '@/components/city-picker/city-picker';
import { Button } from '@/components/ui/button';
import { Input, fieldControlClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export const RADIUS_CHOICES = [5, 10, 25, 50, 100, 250, 500];
const PARK_LABELS: Record<(typeof PARK_TYPES)[number], string> = {
  regular: 'Park',
  dog_park: 'Dog park',
  beach: 'Beach',
  trail: 'Trail',
  indoor: 'Indoor',
  other: 'Other',
};
const DAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function Select({
  label,
  name,
  value,
  children,
}: { label: string; name: string; value: string } & Pick<ComponentProps<'select'>, 'children'>) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold text-foreground">
      {label}
      <select name={name} defaultValue={value} className={cn(fieldControlClass, 'h-11')}>
        {children}
      </select>
    </label>
  );
}

function Check({ name, label, checked }: { name: string; label: ReactNode; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-foreground">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className="size-4 accent-pine-700"
      />
      {label}
    </label>
  );
}

/** The place the URL asks for, as the city picker shows it. */
function askedPlace(params: URLSearchParams): CityValue | null {
  const city = params.get('city');
  const state = params.get('state');
  return city && state ? { city, state } : null;
}

/**
 * The search's filters as one plain form: submitting writes them into the URL, which the page
 * reads. Native controls keep it usable by keyboard and screen readers and narrow enough for a
 * 390 px phone; the place is the city picker sign-up uses. Signed in with no place asked, the
 * search runs from the member's own city (`origin.source` 'home'), and the field shows it.
 */
export function SearchFilters({
  params,
  signedIn,
  origin,
  onSearch,
}: {
  params: URLSearchParams;
  signedIn: boolean;
  /** Where the last answer was measured from, once there is one. */
  origin: SearchOrigin | null;
  onSearch: (params: URLSearchParams) => void;
}) {
  const get = (name: string, fallback = '') => params.get(name) ?? fallback;
  const [near, setNear] = useState<CityValue | null>(() => askedPlace(params));
  // Once the person edits the place, the field shows what they left there, not the default.
  const [edited, setEdited] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const home =
    origin?.source === 'home' && origin.city && origin.state
      ? { city: origin.city, state: origin.state }
      : null;
  const place = edited ? near : (near ?? home);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!place && !signedIn) {
      setPlaceError('Choose a city from the suggestions.');
      return;
    }
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    // Signed in, an emptied field searches from the member's own city again.
    if (place) {
      next.set('city', place.city);
      next.set('state', place.state);
    }
    for (const [name, value] of form.entries()) {
      if (value === '') continue;
      if (name === 'from' || name === 'to') {
        if (form.get('when') === 'custom') next.set(name, String(value));
        continue;
      }
      next.append(name, String(value));
    }
    onSearch(next);
  };
  return (
    <form
      role="search"
      aria-label="Search meetups and groups"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-foreground lg:col-span-2">
          Keywords
          <Input
            name="q"
            type="search"
            defaultValue={get('q')}
            placeholder="e.g. nose work, puppy"
            maxLength={100}
          />
        </label>
        <div className="flex flex-col gap-1.5 text-sm font-semibold text-foreground">
          <label htmlFor="search-near">Near (City, ST)</label>
          <CityPicker
            id="search-near"
            value={place}
            onChange={(value) => {
              setNear(value);
              setEdited(true);
              setPlaceError(null);
            }}
            placeholder={signedIn ? 'Your city' : 'e.g. Tacoma, WA'}
            aria-required={!signedIn || undefined}
            aria-invalid={placeError ? true : undefined}
            aria-describedby={placeError ? 'search-near-error' : undefined}
          />
          {placeError ? (
            <p id="search-near-error" role="alert" className="font-medium text-clay-800">
              {placeError}
            </p>
          ) : null}
        </div>
        <Select label="Within" name="radius" value={get('radius', '25')}>
          {RADIUS_CHOICES.map((miles) => (
            <option key={miles} value={miles}>{`${miles} miles`}</option>
          ))}
        </Select>
        <Select label="Activity" name="activity" value={get('activity')}>
          <option value="">Any activity</option>
          {ACTIVITIES.map((activity) => (
            <option key={activity} value={activity}>
              {ACTIVITY_LABELS[activity]}
            </option>
          ))}
        </Select>
        <Select label="Level" name="level" value={get('level')}>
          <option value="">Any level</option>
          {SKILL_LEVELS.filter((level) => level !== 'all').map((level) => (
            <option key={level} value={level}>
              {SKILL_LEVEL_LABELS[level]}
            </option>
          ))}
        </Select>
        <Select label="When" name="when" value={get('when', 'any')}>
          <option value="any">Any time</option>
          <option value="today">Today</option>
          <option value="weekend">This weekend</option>
          <option value="next7">Next 7 days</option>
          <option value="custom">Custom dates</option>
        </Select>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-foreground">
            From
            <Input name="from" type="date" defaultValue={get('from')} />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-foreground">
            To
            <Input name="to" type="date" defaultValue={get('to')} />
          </label>
        </div>
        <Select label="Day" name="days" value={get('days')}>
          <option value="">Any day</option>
          {WEEKDAY_NAMES.map((day, index) => (
            <option key={day} value={day}>
              {DAY_LABELS[index]}
            </option>
          ))}
        </Select>
        <Select label="Time of day" name="timeOfDay" value={get('timeOfDay')}>
          <option value="">Any time of day</option>
          {TIMES_OF_DAY.map((time) => (
            <option key={time} value={time}>
              {time[0]!.toUpperCase() + time.slice(1)}
            </option>
          ))}
        </Select>
        <Select label="Place" name="parkType" value={get('parkType')}>
          <option value="">Any place</option>
          {PARK_TYPES.map((park) => (
            <option key={park} value={park}>
              {PARK_LABELS[park]}
            </option>
          ))}
        </Select>
        <Select label="Show" name="type" value={get('type')}>
          <option value="">Meetups, groups and trainers</option>
          <option value="meetups">Meetups</option>
          <option value="groups">Groups</option>
          <option value="trainers">Trainers</option>
        </Select>
        <Select label="Sort by" name="sort" value={get('sort', 'soonest')}>
          <option value="soonest">Soonest</option>
          <option value="nearest">Nearest</option>
        </Select>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Check name="calm" label="Calm meetups only" checked={get('calm') === 'true'} />
        {signedIn ? (
          <>
            <Check name="fitsMyDogs" label="Fits my dogs" checked={get('fitsMyDogs') === 'true'} />
            <Check
              name="withPlaymates"
              label="With my dogs' playmates"
              checked={get('withPlaymates') === 'true'}
            />
          </>
        ) : null}
        <Button type="submit" className="sm:ml-auto">
          Search
        </Button>
      </div>
    </form>
  );
}
