import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, EmptyState, Spinner, Table, Td, Th, formatDate, useLoaded } from '@tillbridge/web-kit';
import type { Campaign } from '../../../shared/api/admin-console';
import { campaigns as campaignsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
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
        {(list.error ?? error) && <Notice tone="error">{list.error ?? error}</Notice>}
        {!list.data && !list.error && <Spinner label={t('loading')} />}
        {list.data?.length === 0 && <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
        {list.data && list.data.length > 0 && (
          <Table aria-label={t('title')}>
            <thead>
              <tr>
                <Th>{t('name')}</Th>
                <Th>{t('gives')}</Th>
                <Th>{t('period')}</Th>
                <Th>{t('state')}</Th>
                <Th>
                  <span className="visually-hidden">{t('actions')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((campaign) => (
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
                    <Badge tone={campaign.active ? 'ok' : 'neutral'}>
                      {campaign.active ? t('active') : t('paused')}
                    </Badge>
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
              ))}
            </tbody>
          </Table>
        )}
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
