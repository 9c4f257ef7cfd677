import { useTranslation } from 'react-i18next';
import type { GuestCampaign, GuestCampaigns } from '../../../shared/loyalty-api/guest-api';
import { Badge, EmptyState, formatDate } from '@tillbridge/web-kit';
import { useGuestPage } from '../app/guest-context';
import { useResource } from '../data/use-resource';
import { formatMoney } from '../i18n/money';
import { ResourceStatus } from '../wallet/resource-status';
import screen from '../wallet/screen.module.css';
import { StampCard } from './stamp-card';
import { unitsToMinor } from '../../../shared/money';

/** The network's running campaigns: what they give, until when, and the guest's stamps and gifts. */
export function CampaignsScreen() {
  const { t } = useTranslation('campaigns');
  const campaigns = useResource<GuestCampaigns>('campaigns', (call) => call('campaigns'));
  const list = campaigns.data?.campaigns ?? [];
  return (
    <>
      <h1 className={screen.heading}>{t('title')}</h1>
      <ResourceStatus resource={campaigns} />
      {campaigns.data && list.length === 0 && <EmptyState title={t('none')}>{t('noneText')}</EmptyState>}
      {list.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} />
      ))}
    </>
  );
}

function CampaignCard({ campaign }: { readonly campaign: GuestCampaign }) {
  const { t, i18n } = useTranslation('campaigns');
  const { config } = useGuestPage();
  const language = i18n.language;
  return (
    <article className={screen.panel} aria-label={campaign.name}>
      <header className={screen.spread}>
        <h2 className={screen.heading}>{campaign.name}</h2>
        {campaign.activeGifts > 0 && <Badge tone="ok">{t('gifts', { count: campaign.activeGifts })}</Badge>}
      </header>
      <p>{campaign.description}</p>
      {campaign.stamps && <StampCard {...campaign.stamps} />}
      <p className={screen.muted}>
        {[
          campaign.endsAt ? t('until', { date: formatDate(campaign.endsAt, language) }) : t('noEnd'),
          campaign.minOrderSum
            ? t('minOrder', { amount: formatMoney(unitsToMinor(campaign.minOrderSum), config.currency, language) })
            : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </article>
  );
}
