import { html, type SafeHtml } from '../../../http/html.js';
import { buttonClass } from '../../../http/app-classes.js';
import { CITY_HERO_TEXT as TEXT } from '../../../contracts/first-screen.js';
import { US_STATES } from '../../../contracts/us-states.js';
import type { CitySummary } from '../../../contracts/locations.js';

const LINK =
  'rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** An icon's place (the app draws it), sized by its classes. */
const icon = (className?: string) =>
  className
    ? html`<svg aria-hidden="true" class="${className}"></svg>`
    : html`<svg aria-hidden="true"></svg>`;

/**
 * The top of the city page as the app renders it (frontend/src/features/locations/routes/
 * city.tsx and components/city-hero.tsx): the breadcrumb, the heading, the four statistics, the
 * popular breeds and the join link. The app's render puts the same elements in its place.
 */
export function cityFirstScreen(summary: CitySummary): SafeHtml {
  const place = [summary.city, summary.state].filter(Boolean).join(', ');
  const state = US_STATES[summary.state.toUpperCase()] ?? summary.state;
  const stats = (Object.keys(TEXT.stats) as (keyof typeof TEXT.stats)[]).map(
    (key) =>
      html`<div
        class="flex flex-col-reverse gap-0.5 rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15"
      >
        <dt class="text-sm font-medium text-pine-100">${TEXT.stats[key]}</dt>
        <dd class="font-display text-3xl font-extrabold text-white">
          ${summary[key].toLocaleString('en-US')}
        </dd>
      </div>`,
  );
  const breeds = summary.popularBreeds.length
    ? html`<div class="flex flex-col gap-2">
        <p class="flex items-center gap-1.5 text-sm font-semibold text-pine-100">
          ${icon('size-4')}${TEXT.popularBreeds}
        </p>
        <ol aria-label="Most popular breeds in the city" class="flex flex-wrap gap-2">
          ${summary.popularBreeds.map(
            (breed, index) =>
              html`<li
                class="rounded-full bg-white/12 px-3 py-1 text-sm font-semibold ring-1 ring-white/20"
              >
                <span class="text-pine-200">${index + 1}.</span> ${breed}
              </li>`,
          )}
        </ol>
      </div>`
    : html`<span></span>`;
  return html`<div class="flex flex-col gap-4">
    <nav aria-label="Breadcrumb">
      <ol class="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li><a class="${LINK}" href="/">${TEXT.allLocations}</a></li>
        <li class="flex items-center gap-1.5">${icon('size-3.5')}${state}</li>
        <li aria-current="page" class="flex items-center gap-1.5 font-semibold text-foreground">
          ${icon('size-3.5')}${summary.city}
        </li>
      </ol>
    </nav>
    <section
      aria-labelledby="city-heading"
      class="flex flex-col gap-7 rounded-[2rem] bg-pine-800 bg-[radial-gradient(circle_at_85%_15%,var(--color-clay-500),transparent_45%),radial-gradient(circle_at_5%_95%,var(--color-pine-500),transparent_50%)] px-6 py-10 text-white sm:px-10 sm:py-12"
    >
      <h1 id="city-heading" class="flex flex-col gap-1">
        <span class="text-4xl leading-tight font-extrabold sm:text-5xl">${place}</span>
        <span class="text-lg font-semibold text-pine-100 sm:text-xl">${TEXT.subtitle}</span>
      </h1>
      <dl aria-label="City statistics" class="grid grid-cols-2 gap-3 lg:grid-cols-4">${stats}</dl>
      <div class="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        ${breeds}
        <a class="${buttonClass.accentWrapping}" href="/register"
          >${TEXT.join(summary.city)}${icon()}</a
        >
      </div>
    </section>
  </div>`;
}
