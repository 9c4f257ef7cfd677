import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, EmptyState, Td, formatDate, useLoaded } from '@tillbridge/web-kit';
import type { Campaign } from '../../../shared/api/admin-console';
import { campaigns as campaignsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { ListTable } from '../app/list-table';
import { useProgramme } from '../app/programme-route';
import { CampaignDialog } from './campaign-dialog';
import { useCampaignSummary } from './campaign-summary';
import page from '../app/page.module.css';

/** The programme's campaigns: what each gives and when, paused or running; a new one; an edit with a preview. */
export function CampaignsPage() {
  const { t, i18n } = useTranslation('campaigns');
  const programme = useProgramme();
  const list = useLoaded(programme, (signal) => campaignsApi.list(programme, signal), refusalMessage);
  const [editing, setEditing] = useState<Campaign | 'new' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const summary = useCampaignSummary();
  const lang = i18n.language;
  const toggle = (campaign: Campaign) => {
    setError(undefined);
    (campaign.active ? campaignsApi.pause : campaignsApi.resume)(programme, campaign.id)
      .then(list.reload)
      .catch((reason: unknown) => setError(refusalMessage(reason)));
  };
  return (
    <div className={page.page}>
      <Card
        title={t('title')}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        }
      >
        <ListTable
          list={list}
          error={error}
          label={t('title')}
          loading={t('loading')}
          empty={<EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
          columns={[t('name'), t('gives'), t('period'), t('state')]}
          actions={t('actions')}
          row={(campaign) => (
            <tr key={campaign.id}>
              <Td>
                <strong>{campaign.name}</strong>
                {campaign.description && <div className={page.muted}>{campaign.description}</div>}
              </Td>
              <Td>{summary(campaign)}</Td>
              <Td>
                {campaign.endsAt
                  ? t('fromTo', {
                      from: formatDate(campaign.startsAt, lang),
                      to: formatDate(campaign.endsAt, lang),
                    })
                  : t('from', { from: formatDate(campaign.startsAt, lang) })}
              </Td>
              <Td>
                <Badge tone={campaign.active ? 'ok' : 'neutral'}>{campaign.active ? t('active') : t('paused')}</Badge>
              </Td>
              <Td numeric>
                <div className={page.actions}>
                  <Button variant="ghost" onClick={() => setEditing(campaign)}>
                    {t('edit')}
                  </Button>
                  <Button onClick={() => toggle(campaign)}>{campaign.active ? t('pause') : t('resume')}</Button>
                </div>
              </Td>
            </tr>
          )}
        />
      </Card>
      {editing && (
        <CampaignDialog
          key={editing === 'new' ? 'new' : editing.id}
          programme={programme}
          campaign={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
