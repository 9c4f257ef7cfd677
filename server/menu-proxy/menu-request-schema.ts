import { z } from 'zod';

/** What the window may send as a menu call, to this bridge or another server: the menu operations and their XML. */
export const menuRequestFields = {
  operation: z.enum(['getmenulist', 'execmenuitem'], { error: 'must be getmenulist or execmenuitem' }),
  xml: z
    .string()
    .min(1, 'must not be empty')
    .max(64 * 1024, 'must be at most 64 KB'),
};
