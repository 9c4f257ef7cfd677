import { webAppConfig } from '../web-kit/vite-app.js';

/** Builds the network console into out/admin-console, which the loyalty service serves at /admin/. */
export default webAppConfig(import.meta.url, {
  base: '/admin/',
  outFolder: 'admin-console',
  proxy: { '/admin/api': 'http://127.0.0.1:1221' },
});
