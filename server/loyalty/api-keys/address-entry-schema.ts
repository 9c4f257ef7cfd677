import { z } from 'zod';
import { addressEntryHint, normalizeAddressEntry } from './address-list.js';

/** An `allowedAddresses` entry, turned into its stored form (bootstrap files and the console alike). */
export const addressEntry = z.string().transform((entry, ctx) => {
  const normalized = normalizeAddressEntry(entry);
  if (normalized === undefined) ctx.addIssue({ code: 'custom', message: `"${entry}" ${addressEntryHint}` });
  return normalized ?? entry;
});
