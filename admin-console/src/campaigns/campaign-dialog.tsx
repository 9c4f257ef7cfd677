import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, isoDay } from '@tillbridge/web-kit';
import type { Campaign } from '../../../shared/api/admin-console';
import { campaigns as campaignsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { CampaignForm } from './campaign-form';
import { draftOf, emptyCampaign, fieldsOf, type CampaignFields } from './campaign-fields';
import { CampaignPreviewForm } from './campaign-preview-form';

interface Props {
  readonly programme: string;
  /** undefined: a new campaign. */
  readonly campaign: Campaign | undefined;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** A campaign's form and, below it, a sample order to see what the campaign as typed would give it. */
export function CampaignDialog({ programme, campaign, onClose, onSaved }: Props) {
  const { t } = useTranslation('campaigns');
  const [fields, setFields] = useState<CampaignFields>(() =>
    campaign ? fieldsOf(campaign) : emptyCampaign(isoDay(new Date())),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const checked = draftOf(fields);
  const save = () => {
    if (!checked.ok) return;
    setBusy(true);
    setError(undefined);
    (campaign
      ? campaignsApi.update(programme, campaign.id, checked.draft)
      : campaignsApi.create(programme, checked.draft)
    )
      .then(onSaved)
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog
      open
      wide
      title={campaign ? t('editTitle', { name: campaign.name }) : t('newTitle')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" disabled={busy || !checked.ok} onClick={save}>
            {t('save')}
          </Button>
        </>
      }
    >
      <CampaignForm fields={fields} onChange={setFields} wrongField={checked.ok ? undefined : checked.field} />
      {error && <Notice tone="error">{error}</Notice>}
      <CampaignPreviewForm programme={programme} draft={checked.ok ? checked.draft : undefined} />
    </Dialog>
  );
}
