import { webAppConfig } from '../web-kit/vite-app.js';

/** Builds the React UI into out/renderer, where the bridge serves it from. */
export default webAppConfig(import.meta.url, {
  base: '/',
  outFolder: 'renderer',
  proxy: { '/api': 'http://127.0.0.1:1220' },
});
