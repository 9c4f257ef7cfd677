import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './electron-binary.mjs';

/**
 * Regenerates the app and tray icons in assets/ from assets/icon.svg with ImageMagick (`magick`, or `convert` from
 * ImageMagick 6): icon.png 512x512, icon.ico (16 to 256), tray.png 32x32 and tray@2x.png 64x64.
 */
const assets = path.join(projectRoot, 'assets');
const svg = path.join(assets, 'icon.svg');
const icoSizes = [16, 24, 32, 48, 64, 128, 256];

function imageMagick() {
  for (const command of ['magick', 'convert']) {
    const probe = spawnSync(command, ['-version'], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.includes('ImageMagick')) return command;
  }
  return null;
}

/** Renders the SVG at four times the size, then scales down, for clean edges at small sizes. */
function render(command, size, output) {
  const density = String((72 * 4 * size) / 512);
  const result = spawnSync(
    command,
    [
      '-background',
      'none',
      '-density',
      density,
      svg,
      '-resize',
      `${size}x${size}`,
      '-depth',
      '8',
      '-strip',
      `PNG32:${output}`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`ImageMagick could not render ${path.basename(output)}: ${result.stderr.trim()}`);
}

const command = imageMagick();
if (!command) {
  process.stderr.write(
    'make-icons: ImageMagick is not installed (apt-get install imagemagick, or winget install ImageMagick).\n',
  );
  process.exit(1);
}
render(command, 512, path.join(assets, 'icon.png'));
render(command, 32, path.join(assets, 'tray.png'));
render(command, 64, path.join(assets, 'tray@2x.png'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-icons-'));
try {
  const layers = icoSizes.map((size) => {
    const file = path.join(work, `${size}.png`);
    render(command, size, file);
    return file;
  });
  const ico = spawnSync(command, [...layers, path.join(assets, 'icon.ico')], { encoding: 'utf8' });
  if (ico.status !== 0) throw new Error(`ImageMagick could not write icon.ico: ${ico.stderr.trim()}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.stdout.write(`make-icons: wrote icon.png, icon.ico, tray.png and tray@2x.png in ${assets}\n`);
