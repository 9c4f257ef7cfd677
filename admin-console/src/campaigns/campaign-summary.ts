import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tillbridge/web-kit';
import type { CampaignDraft } from '../../../shared/api/admin-console';
import { bpToPercentText } from '../app/number-input';

/** One line saying what a campaign gives: "10 % off C1, C2 from 500.00", "every 6th Coffee free". */
export function useCampaignSummary(): (campaign: CampaignDraft) => string {
  const { t, i18n } = useTranslation('campaigns');
  const lang = i18n.language;
  return (campaign) => {
    const parts: string[] = [];
    if (campaign.stamp)
      parts.push(t('summary.stamp', { n: campaign.stamp.stampsPerGift, gift: campaign.stamp.giftName }));
    else if (campaign.discountPercentBp !== undefined)
      parts.push(t('summary.percent', { percent: bpToPercentText(campaign.discountPercentBp) }));
    else if (campaign.discountAmountMinor !== undefined)
      parts.push(t('summary.amount', { amount: formatMoney(campaign.discountAmountMinor, lang) }));
    if (campaign.productCodes?.length) parts.push(t('summary.products', { codes: campaign.productCodes.join(', ') }));
    if (campaign.minOrderSumMinor !== undefined)
      parts.push(t('summary.minimum', { amount: formatMoney(campaign.minOrderSumMinor, lang) }));
    if (campaign.promocode) parts.push(t('summary.promocode', { code: campaign.promocode }));
    return parts.join(' · ');
  };
}
