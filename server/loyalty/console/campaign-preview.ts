import type { CampaignDraft, CampaignPreview, SampleOrder } from '../../../shared/api/admin-console.js';
import { campaignColumns } from '../campaigns/campaign-settings.js';
import { earnsStamp, type CampaignRow } from '../campaigns/campaign-store.js';
import { quantity } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { applyDiscount, campaignSkip, hasDiscount, type CampaignSkip } from '../orders/campaign-discount.js';
import type { OrderLine } from '../orders/calculation-types.js';
import { maxMoney } from '../../../shared/money.js';
import { toMilli } from '../openapi/amount-input.js';
import { newCampaignSettings, settingsOfDraft } from './campaign-draft.js';

/** A sample order of the preview: lines with a unit price (minor units) and a quantity (up to 3 decimals). */
export const sampleOrderSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        code: z.string().trim().min(1, 'must not be empty').max(100),
        name: z.string().max(200),
        priceMinor: z
          .number()
          .int('must be a whole number of minor units')
          .min(0)
          .max(maxMoney * 100),
        quantity,
      }),
    )
    .min(1, 'give at least one line')
    .max(200),
});

const skipReasons: Readonly<Record<CampaignSkip, (row: CampaignRow) => string>> = {
  paused: () => 'the campaign is paused',
  notStarted: (row) => `the campaign has not started yet: it starts at ${row.starts_at}`,
  ended: (row) => `the campaign ended at ${row.ends_at ?? ''}`,
  guestsOnly: () => 'the campaign is for identified guests only',
  belowMinimum: (row) =>
    `the order's sum is below the campaign's minimum of ${row.min_order_sum_minor ?? 0} minor units`,
  promocodeMissing: (row) => `the campaign needs the promocode ${row.promocode ?? ''}`,
};

const noMatchingProduct = "no product of the order is in the campaign's productCodes";

/**
 * What a draft campaign alone gives a sample order of an identified guest who entered its promocode, now: the service's
 * own campaign rules (orders/campaign-discount.ts, the calculate of the b2b API), run on a row that is never stored.
 */
export function previewCampaign(
  draft: CampaignDraft,
  order: SampleOrder,
  /** The programme's wall clock (campaign-time.ts). */
  now: string,
): CampaignPreview {
  const row: CampaignRow = {
    id: 0,
    uuid: 'preview',
    ...campaignColumns(0, settingsOfDraft(draft, newCampaignSettings)),
  };
  const lines: OrderLine[] = order.lines.map((line, i) => {
    const quantityMilli = toMilli(line.quantity, `order.lines[${i}].quantity`);
    return {
      code: line.code,
      name: line.name,
      group: null,
      categories: [],
      priceMinor: line.priceMinor,
      costMinor: Math.round((line.priceMinor * quantityMilli) / 1000),
      quantityMilli,
    };
  });
  const remaining = lines.map((line) => line.costMinor);
  const orderSumMinor = remaining.reduce((a, b) => a + b, 0);
  const nothing = (reason: string): CampaignPreview => ({ orderSumMinor, discountMinor: 0, lines: [], reason });
  const skip = campaignSkip(row, {
    now,
    hasGuest: true,
    orderSumMinor,
    promocodes: new Set(row.promocode === null ? [] : [row.promocode.toLowerCase()]),
  });
  if (skip) return nothing(skipReasons[skip](row));
  if (!hasDiscount(row)) {
    if (
      !earnsStamp(
        row,
        lines.map((l) => l.code),
        orderSumMinor,
      )
    )
      return nothing(noMatchingProduct);
    const stamp = draft.stamp;
    return nothing(
      `a stamp campaign takes nothing off this order: it earns one stamp when it closes, and every ` +
        `${stamp?.stampsPerGift ?? 1} stamps make one ${stamp?.giftProductCode ?? ''} (${stamp?.giftName ?? ''}) free`,
    );
  }
  const applied = applyDiscount(
    row,
    lines,
    remaining,
    lines.map(() => 0),
  );
  if (!applied) return nothing(orderSumMinor === 0 ? 'the order costs nothing' : noMatchingProduct);
  return {
    orderSumMinor,
    discountMinor: applied.discountMinor,
    lines: [...applied.byCode].map(([code, discountMinor]) => ({ code, discountMinor })),
  };
}
