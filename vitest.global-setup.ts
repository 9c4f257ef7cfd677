import fs from 'node:fs';

/** Tests start the compiled CLIs as real child processes, so the build must exist. */
export default function checkBuild(): void {
  if (!fs.existsSync('out/server/cli/serve.js') || !fs.existsSync('out/renderer/index.html')) {
    throw new Error('out/ is missing: run `npm run build` before `npm run test:unit` (npm test does both).');
  }
}
