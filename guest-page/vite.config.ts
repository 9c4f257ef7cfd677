import { webAppConfig } from '../web-kit/vite-app.js';

/**
 * Builds the guest page into out/guest-page. The loyalty service serves its index.html at `/guest/<network-code>/`
 * and the assets at `/guest/assets/`, hence the base.
 */
export default webAppConfig(import.meta.url, {
  base: '/guest/',
  outFolder: 'guest-page',
  proxy: { '/guest/v1': 'http://127.0.0.1:1221' },
});
