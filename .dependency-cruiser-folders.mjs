/**
 * No two folders of server/ import each other (directly or round a longer loop), in production code: tests may reach
 * across folders to exercise what they test. Options as in .dependency-cruiser.mjs; run by `npm run lint`.
 */
import layers from './.dependency-cruiser.mjs';

const { options } = layers;

/**
 * Known folder cycles, each removed by a change under way (issue 31); delete an entry when its change has landed. A
 * folder rule reports a cycle from each folder on it, so every folder of the loop is named.
 */
const known = {
  /** terminal<->authcall, stations<->terminal, menu<->authcall: removed by the one composition root (core/ wires the station door). */
  compositionRoot: [
    'server/terminal',
    'server/terminal/api',
    'server/authcall',
    'server/stations',
    'server/shifts',
    'server/menu',
  ],
  /** api-keys<->shared, cards<->guests, database<->shared, openapi<->shared, guest-api<->sign-in: removed by the split of loyalty/shared/. */
  loyaltyShared: [
    'server/loyalty/shared',
    'server/loyalty/api-keys',
    'server/loyalty/cards',
    'server/loyalty/guests',
    'server/loyalty/database',
    'server/loyalty/openapi',
    'server/loyalty/organizations',
    'server/loyalty/guest-api',
    'server/loyalty/sign-in',
  ],
};

export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Two folders import each other: move what both need down a layer, or let core/ wire them.',
      severity: 'error',
      scope: 'folder',
      from: {
        path: '^server/',
        pathNot: [...known.compositionRoot, ...known.loyaltyShared].map((folder) => `^${folder}$`),
      },
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: { path: ['^(out|dist|node_modules)/', '\\.test\\.tsx?$', '/test-support/'] },
    cache: { ...options.cache, folder: 'node_modules/.cache/dependency-cruiser-folders' },
  },
};
