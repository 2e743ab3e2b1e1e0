/**
 * How the build groups modules into files (rolldown's `output.codeSplitting`). Left to itself,
 * rolldown makes a file for every set of screens that share a module: a page loaded 30-70
 * files, most of them 1-2 KB (one per icon or small module), each a request of its own over
 * HTTP/1.1's six connections. The groups below gather the small shared modules by layer, so a
 * page loads about a dozen files, while the screens' own code, the meetup form (with Radix
 * Select and the time-zone table), socket.io and the toaster stay in files of their own.
 */

const inPackage = (id, packages) => packages.some((name) => id.includes(`/node_modules/${name}/`));
const inSource = (id, paths) =>
  paths.some((path) => id.includes(path.startsWith('/') ? path : `/frontend/src/${path}`));

// The first layer every form uses (/login needs all of it): plain ui parts and the calls that
// sign in and route the person on.
const basicPackages = [
  '@radix-ui/react-label',
  '@radix-ui/react-primitive',
  '@radix-ui/react-slot',
  '@radix-ui/react-compose-refs',
];
const basicSources = [
  'components/ui/badge.tsx',
  'components/ui/button.tsx',
  'components/ui/card.tsx',
  'components/ui/field.tsx',
  'components/ui/form-cancel.ts',
  'components/ui/form-footer.tsx',
  'components/ui/input.tsx',
  'components/ui/label.tsx',
  'components/ui/skeleton.tsx',
  'components/ui/text-field.tsx',
  'components/ui/with-base-class.tsx',
  'lib/api-error.ts',
  'lib/document-meta.ts',
  'lib/return-to.ts',
  'lib/toast.ts',
  'app/hooks.ts',
  '/contracts/site-pages.ts',
  '/contracts/us-states.ts',
  'lib/us-states.ts',
  'features/locations/api/',
  'features/auth/api/',
  'features/dogs/api/',
];

// Radix's dialogs and switches with their focus and scroll locking: the event page and the
// landing's sign-in dialog use them; /login and the city page do not.
const overlayPackages = [
  '@radix-ui/primitive',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-context',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dismissable-layer',
  '@radix-ui/react-focus-guards',
  '@radix-ui/react-focus-scope',
  '@radix-ui/react-id',
  '@radix-ui/react-portal',
  '@radix-ui/react-presence',
  '@radix-ui/react-switch',
  '@radix-ui/react-use-callback-ref',
  '@radix-ui/react-use-controllable-state',
  '@radix-ui/react-use-effect-event',
  '@radix-ui/react-use-escape-keydown',
  '@radix-ui/react-use-layout-effect',
  '@radix-ui/react-use-previous',
  '@radix-ui/react-use-size',
  'aria-hidden',
  'detect-node-es',
  'get-nonce',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'tslib',
  'use-callback-ref',
  'use-sidecar',
];
const overlaySources = [
  'components/ui/alert-dialog.tsx',
  'components/ui/checkbox.tsx',
  'components/ui/confirm-dialog.tsx',
  'components/ui/dialog.tsx',
  'components/ui/switch.tsx',
  'components/ui/use-return-focus.ts',
];

// Tooltips position themselves with Floating UI (13 KB): only screens with icon buttons.
const tooltipPackages = [
  '@floating-ui/core',
  '@floating-ui/dom',
  '@floating-ui/react-dom',
  '@floating-ui/utils',
  '@radix-ui/react-arrow',
  '@radix-ui/react-popper',
  '@radix-ui/react-tooltip',
  '@radix-ui/react-visually-hidden',
];
const tooltipSources = ['components/ui/icon-button.tsx', 'components/ui/tooltip.tsx'];

// Shared display parts (page messages, photos, avatars, entry rules), small and widely used;
// the rule and activity fields stay with the forms that use Radix Select.
const formParts = ['/rules-fields.tsx', '/activity-fields.tsx'];
// The paged lists' "load more" (every list screen, the event page's among them).
const listParts = ['components/ui/load-more.tsx'];

/*
 * The data layer: API endpoints, hooks and helpers of the features, the wire contracts and the
 * shared helpers. Left out: what would drag a large library in with it (the admin socket, the
 * time-zone table the meetup form needs).
 */
const dataPattern =
  /\/frontend\/src\/(lib|config)\/|\/frontend\/src\/features\/[^/]+\/(api|hooks|lib)\/|\/backend\/src\/contracts\//;
const notData = [
  '/features/admin/',
  '/contracts/time-zones.ts',
  '/features/meetups/lib/meetup-form',
];

/** @type {import('vite').Rolldown.OutputOptions['codeSplitting']} */
export const codeSplitting = {
  groups: [
    // Everything the entry imports statically is needed before anything shows: one file.
    { name: 'index', tags: ['$initial'], priority: 6 },
    { name: 'index', test: /rolldown[\\/]runtime/, priority: 6 },
    { name: 'icons', test: (id) => inPackage(id, ['lucide-react']), priority: 5 },
    {
      name: 'basics',
      test: (id) => inPackage(id, basicPackages) || inSource(id, basicSources),
      priority: 4,
    },
    {
      name: 'overlays',
      test: (id) => inPackage(id, overlayPackages) || inSource(id, overlaySources),
      priority: 3,
    },
    {
      name: 'tooltip',
      test: (id) => inPackage(id, tooltipPackages) || inSource(id, tooltipSources),
      priority: 3,
    },
    {
      name: 'parts',
      test: (id) =>
        (/\/frontend\/src\/components\/[^/]+\.tsx$/.test(id) &&
          !formParts.some((part) => id.endsWith(part))) ||
        inSource(id, listParts),
      priority: 2,
    },
    {
      name: 'data',
      test: (id) => dataPattern.test(id) && !notData.some((part) => id.includes(part)),
      priority: 1,
    },
  ],
};
