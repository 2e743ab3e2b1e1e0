import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import { stateName } from '@/lib/us-states';

/** Radix selects cannot hold an empty value: this one stands for every state. */
export const ALL_STATES = 'all';

/** The search box and the state filter of /groups. */
export function BrowseFilters({
  search,
  onSearchChange,
  state,
  onStateChange,
  states,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  /** A state code, or '' for every state. */
  state: string;
  onStateChange: (state: string) => void;
  states: readonly string[];
}) {
  // A state from a shared link is offered even before (or without) the list naming it.
  const codes = state && !states.includes(state) ? [...states, state].sort() : states;
  const options = [
    { value: ALL_STATES, label: 'All states' },
    ...codes.map((code) => ({ value: code, label: `${stateName(code)} (${code})` })),
  ];
  return (
    <div
      role="search"
      aria-label="Filter groups"
      className="grid gap-3 rounded-card border border-border bg-card p-4 shadow-soft sm:grid-cols-[1fr_16rem] sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="browse-search">Search groups</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-sand-500"
            aria-hidden="true"
          />
          <Input
            id="browse-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by group name or city"
            maxLength={100}
            autoComplete="off"
            className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {search ? (
            <button
              type="button"
              onClick={() => onSearchChange('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-sand-500 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="browse-state">State</Label>
        <SelectField
          id="browse-state"
          value={state || ALL_STATES}
          onValueChange={(value) => onStateChange(value === ALL_STATES ? '' : value)}
          options={options}
          placeholder="All states"
        />
      </div>
    </div>
  );
}
