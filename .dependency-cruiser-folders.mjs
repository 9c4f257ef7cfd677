/**
 * No two folders of server/ import each other (directly or round a longer loop), in production code: tests may reach
 * across folders to exercise what they test. Options as in .dependency-cruiser.mjs; run by `npm run lint`.
 */
import layers from './.dependency-cruiser.mjs';

const { options } = layers;

export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Two folders import each other: move what both need down a layer, or let core/ wire them.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: { path: ['^(out|dist|node_modules)/', '\\.test\\.tsx?$', '/test-support/'] },
    cache: { ...options.cache, folder: 'node_modules/.cache/dependency-cruiser-folders' },
  },
};
