import type { CampaignRow } from '../campaigns/campaign-store.js';
import type { HeldProductGift } from '../campaigns/gift-store.js';
import type { AppliedGift, AppliedProgram, OrderLine } from './calculation-types.js';

const oneUnitMilli = 1000;

/**
 * Makes one unit free per held gift: the first line of the gift's product with a whole unit left and something left to
 * pay loses that unit's cost (the line's cost over its quantity, rounded down), in `remaining` and `lineDiscounts`. A
 * gift whose product is not in the order (or has no unit left, or costs nothing) is not applied: the guest keeps it.
 */
export function applyGifts(
  gifts: readonly HeldProductGift[],
  lines: readonly OrderLine[],
  remaining: number[],
  lineDiscounts: number[],
): AppliedGift[] {
  const usedMilli = lines.map(() => 0);
  const applied: AppliedGift[] = [];
  for (const gift of gifts) {
    const line = lines.findIndex(
      (l, i) =>
        l.code === gift.productCode && l.quantityMilli - (usedMilli[i] ?? 0) >= oneUnitMilli && (remaining[i] ?? 0) > 0,
    );
    const target = lines[line];
    if (!target) continue;
    const unitCost = Number((BigInt(target.costMinor) * BigInt(oneUnitMilli)) / BigInt(target.quantityMilli));
    const discount = Math.min(unitCost, remaining[line] ?? 0);
    if (discount <= 0) continue;
    usedMilli[line] = (usedMilli[line] ?? 0) + oneUnitMilli;
    remaining[line] = (remaining[line] ?? 0) - discount;
    lineDiscounts[line] = (lineDiscounts[line] ?? 0) + discount;
    applied.push({ gift, line, discountMinor: discount });
  }
  return applied;
}

/** The programs with each applied gift's discount and a note added to its campaign's entry (a new one if none). */
export function withGiftPrograms(
  programs: readonly AppliedProgram[],
  gifts: readonly AppliedGift[],
  campaigns: readonly CampaignRow[],
  lines: readonly OrderLine[],
): AppliedProgram[] {
  const out = [...programs];
  for (const applied of gifts) {
    const campaign = campaigns.find((c) => c.id === applied.gift.campaignId);
    if (!campaign) continue;
    const code = lines[applied.line]?.code ?? applied.gift.productCode;
    const note = `gift ${applied.gift.name}: one ${code} free`;
    const index = out.findIndex((p) => p.campaign.id === campaign.id);
    const before = out[index];
    const byCode = new Map(before?.byCode ?? []);
    byCode.set(code, (byCode.get(code) ?? 0) + applied.discountMinor);
    const merged: AppliedProgram = {
      campaign,
      discountMinor: (before?.discountMinor ?? 0) + applied.discountMinor,
      byCode,
      notes: [...(before?.notes ?? []), note],
    };
    if (before) out[index] = merged;
    else out.push(merged);
  }
  return out;
}
