import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../server/storage/atomic-file.js';
import type { WindowPlacement } from './window-bounds.js';

/** Where the window was last left, in the data folder beside desktop-settings.json. */
export const windowStateFile = 'window-state.json';

const coordinate = z.number().int().min(-100_000).max(100_000);
const length = z.number().int().min(1).max(100_000);

const placementSchema = z.object({
  bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean(),
});

/** The saved placement; undefined when none was saved or the file is damaged (the window then fits the display). */
export function readWindowState(dataDir: string): WindowPlacement | undefined {
  try {
    const parsed = placementSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dataDir, windowStateFile), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the placement atomically, so a crash mid-write leaves the previous one. */
export function writeWindowState(dataDir: string, placement: WindowPlacement): void {
  const { bounds, maximized } = placementSchema.parse({
    bounds: {
      x: Math.round(placement.bounds.x),
      y: Math.round(placement.bounds.y),
      width: Math.round(placement.bounds.width),
      height: Math.round(placement.bounds.height),
    },
    maximized: placement.maximized,
  });
  writeFileAtomic(path.join(dataDir, windowStateFile), JSON.stringify({ bounds, maximized }, null, 2) + '\n');
}
