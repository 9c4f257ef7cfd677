import { z } from 'zod';
import {
  farcardsHandlers,
  farcardsPathReservedMessage,
  farcardsPathShapeMessage,
  isFarcardsPathShape,
  isReservedFarcardsPath,
} from './farcards-paths.js';
import { onOff, upTo65535 } from './setting-fields.js';

const farcardsPath = z
  .string({ error: farcardsPathShapeMessage })
  .refine(isFarcardsPathShape, farcardsPathShapeMessage)
  .refine((value) => !isReservedFarcardsPath(value), farcardsPathReservedMessage);

/** How money travels in FarCards answers and transactions (docs/compatibility.md, "FarCards money"). */
export const farcardsMoneyUnits = ['kopecks', 'units'] as const;
/** How a transactionsex answer carries its TRRESPONSE (docs/compatibility.md, "FarCards out-buffer"). */
export const farcardsOutBufModes = ['element', 'text', 'none'] as const;
/** How a payment protocol station's `SrcID/@fullcode` names its FarCards `UnitNo` (docs/compatibility.md, "FarCards station"). */
export const farcardsUnitRules = ['fullcode', 'fullcodeTail'] as const;

const rkeeperCode = upTo65535('0: none');

/** r_keeper's FarCards HTTP interface (ExtDllHTTP.dll) on the station port: docs/farcards.md. */
export const farcardsSettings = z
  .object(
    {
      /** Answer the FarCards handlers; default off. */
      enabled: onOff.optional(),
      /** Money attributes in integer kopecks (default, as the DLL's structures) or in decimal currency units. */
      money: z.enum(farcardsMoneyUnits, { error: 'must be kopecks or units' }).optional(),
      /** The TRRESPONSE as an `OutBuf` child element (default), as escaped text in it, or not at all. */
      outBuf: z.enum(farcardsOutBufModes, { error: 'must be element, text or none' }).optional(),
      /** The station's number is its whole `fullcode` (default) or the last 4 digits of a full code with a prefix. */
      unitNo: z.enum(farcardsUnitRules, { error: 'must be fullcode or fullcodeTail' }).optional(),
      /** The r_keeper discount (its code) that applies the campaigns' discount a lookup answers (`Discount`); 0 none. */
      discountCode: rkeeperCode.optional(),
      /** The r_keeper bonus type (its code) a lookup names (`Bonus`), for a till set up to compute bonuses; 0 none. */
      bonusCode: rkeeperCode.optional(),
      /** Each handler's path: ExtDllHttp.ini's Address path + `/` + the handler's name there. */
      paths: z
        .object(
          Object.fromEntries(farcardsHandlers.map((handler) => [handler, farcardsPath.optional()])) as {
            [K in (typeof farcardsHandlers)[number]]: z.ZodOptional<typeof farcardsPath>;
          },
        )
        .strict()
        .refine((paths) => {
          const given = Object.values(paths).map((value) => value?.toLowerCase());
          return given.every((value, index) => value === undefined || given.indexOf(value) === index);
        }, 'must name a different path for each handler')
        .optional(),
    },
    { error: 'must be an object such as {"enabled": true}' },
  )
  .strict();
