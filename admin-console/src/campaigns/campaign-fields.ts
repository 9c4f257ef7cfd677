import type { Campaign, CampaignDraft } from '../../../shared/api/admin-console';
import { bpToPercentText, minorToInputText, parsePercentToBp } from '../app/number-input';
import { parseTypedMinor } from '../../../shared/money';

/** A campaign as its form holds it: the texts typed; dates as `YYYY-MM-DD` (a day starts at 00:00 UTC). */
export interface CampaignFields {
  readonly name: string;
  readonly description: string;
  readonly type: CampaignDraft['type'];
  readonly startsOn: string;
  readonly endsOn: string;
  readonly discountKind: 'percent' | 'amount' | 'none';
  readonly discount: string;
  readonly productCodes: string;
  readonly minOrderSum: string;
  readonly promocode: string;
  readonly stampsPerGift: string;
  readonly giftProductCode: string;
  readonly giftName: string;
}

export const emptyCampaign = (today: string): CampaignFields => ({
  name: '',
  description: '',
  type: 'nonBought',
  startsOn: today,
  endsOn: '',
  discountKind: 'percent',
  discount: '',
  productCodes: '',
  minOrderSum: '',
  promocode: '',
  stampsPerGift: '',
  giftProductCode: '',
  giftName: '',
});

export function fieldsOf(campaign: Campaign): CampaignFields {
  return {
    name: campaign.name,
    description: campaign.description,
    type: campaign.type,
    startsOn: campaign.startsAt.slice(0, 10),
    endsOn: campaign.endsAt?.slice(0, 10) ?? '',
    discountKind:
      campaign.discountPercentBp !== undefined
        ? 'percent'
        : campaign.discountAmountMinor !== undefined
          ? 'amount'
          : 'none',
    discount:
      campaign.discountPercentBp !== undefined
        ? bpToPercentText(campaign.discountPercentBp)
        : campaign.discountAmountMinor !== undefined
          ? minorToInputText(campaign.discountAmountMinor)
          : '',
    productCodes: campaign.productCodes?.join(', ') ?? '',
    minOrderSum: campaign.minOrderSumMinor !== undefined ? minorToInputText(campaign.minOrderSumMinor) : '',
    promocode: campaign.promocode ?? '',
    stampsPerGift: campaign.stamp ? String(campaign.stamp.stampsPerGift) : '',
    giftProductCode: campaign.stamp?.giftProductCode ?? '',
    giftName: campaign.stamp?.giftName ?? '',
  };
}

export type CampaignCheck =
  { readonly ok: true; readonly draft: CampaignDraft } | { readonly ok: false; readonly field: keyof CampaignFields };

const day = /^\d{4}-\d{2}-\d{2}$/;
const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The draft the service is sent, or the first field that is not what it must be (the service checks the rest). */
export function draftOf(fields: CampaignFields): CampaignCheck {
  const fail = (field: keyof CampaignFields): CampaignCheck => ({ ok: false, field });
  if (!fields.name.trim()) return fail('name');
  if (!day.test(fields.startsOn)) return fail('startsOn');
  if (fields.endsOn && (!day.test(fields.endsOn) || fields.endsOn < fields.startsOn)) return fail('endsOn');
  const minOrderSumMinor = fields.minOrderSum.trim() ? parseTypedMinor(fields.minOrderSum) : undefined;
  if (fields.minOrderSum.trim() && minOrderSumMinor === undefined) return fail('minOrderSum');
  const productCodes = list(fields.productCodes);
  const common = {
    name: fields.name.trim(),
    description: fields.description.trim(),
    type: fields.type,
    startsAt: `${fields.startsOn}T00:00:00.000Z`,
    ...(fields.endsOn ? { endsAt: `${fields.endsOn}T00:00:00.000Z` } : {}),
    ...(productCodes.length ? { productCodes } : {}),
    ...(minOrderSumMinor !== undefined ? { minOrderSumMinor } : {}),
    ...(fields.promocode.trim() ? { promocode: fields.promocode.trim() } : {}),
  };
  if (fields.type === 'stamp') {
    const stampsPerGift = Number(fields.stampsPerGift);
    if (!Number.isInteger(stampsPerGift) || stampsPerGift < 1) return fail('stampsPerGift');
    if (!fields.giftProductCode.trim()) return fail('giftProductCode');
    if (!fields.giftName.trim()) return fail('giftName');
    const stamp = { stampsPerGift, giftProductCode: fields.giftProductCode.trim(), giftName: fields.giftName.trim() };
    return { ok: true, draft: { ...common, stamp } };
  }
  if (fields.discountKind === 'percent') {
    const discountPercentBp = parsePercentToBp(fields.discount);
    if (discountPercentBp === undefined || discountPercentBp === 0) return fail('discount');
    return { ok: true, draft: { ...common, discountPercentBp } };
  }
  if (fields.discountKind === 'amount') {
    const discountAmountMinor = parseTypedMinor(fields.discount);
    if (discountAmountMinor === undefined || discountAmountMinor === 0) return fail('discount');
    return { ok: true, draft: { ...common, discountAmountMinor } };
  }
  return { ok: true, draft: common };
}
