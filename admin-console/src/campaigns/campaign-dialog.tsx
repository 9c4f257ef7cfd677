import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '@tillbridge/web-kit';
import type { Campaign } from '../../../shared/api/admin-console';
import { campaigns as campaignsApi } from '../api/console-api';
import { ActionDialog, type ProgrammeDialogProps } from '../app/action-dialog';
import { CampaignForm } from './campaign-form';
import { draftOf, emptyCampaign, fieldsOf, type CampaignFields } from './campaign-fields';
import { CampaignPreviewForm } from './campaign-preview-form';

interface Props extends ProgrammeDialogProps {
  /** undefined: a new campaign. */
  readonly campaign: Campaign | undefined;
  readonly onSaved: () => void;
}

/** A campaign's form and, below it, a sample order to see what the campaign as typed would give it. */
export function CampaignDialog({ programme, campaign, onClose, onSaved }: Props) {
  const { t } = useTranslation('campaigns');
  const [fields, setFields] = useState<CampaignFields>(() =>
    campaign ? fieldsOf(campaign) : emptyCampaign(isoDay(new Date())),
  );
  const checked = draftOf(fields);
  const save = async () => {
    if (!checked.ok) return;
    await (campaign
      ? campaignsApi.update(programme, campaign.id, checked.draft)
      : campaignsApi.create(programme, checked.draft));
    onSaved();
  };
  return (
    <ActionDialog
      wide
      title={campaign ? t('editTitle', { name: campaign.name }) : t('newTitle')}
      confirmLabel={t('save')}
      ready={checked.ok}
      onClose={onClose}
      action={save}
      below={<CampaignPreviewForm programme={programme} draft={checked.ok ? checked.draft : undefined} />}
    >
      <CampaignForm fields={fields} onChange={setFields} wrongField={checked.ok ? undefined : checked.field} />
    </ActionDialog>
  );
}
