import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, TextField } from '@tillbridge/web-kit';
import type { CreatedKey, Venue } from '../../../shared/api/admin-console';
import { keys as keysApi, type NewKey } from '../api/console-api';
import { ActionDialog, type ProgrammeDialogProps } from '../app/action-dialog';
import { AddressesField } from './addresses-field';
import { parseAddressList } from './address-list';
import styles from './keys.module.css';

interface Props extends ProgrammeDialogProps {
  readonly venues: readonly Venue[];
  readonly onCreated: (created: CreatedKey) => void;
}

/**
 * A new key: its label, kind (a till's b2b key or a guest site's key), scope; a till's key may also have a password and
 * allowed addresses (a site's key is bound to its domain instead).
 */
export function NewKeyDialog({ programme, venues, onClose, onCreated }: Props) {
  const { t } = useTranslation('keys');
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<NewKey['kind']>('b2b');
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [siteDomain, setSiteDomain] = useState('');
  const [addresses, setAddresses] = useState('');
  const [password, setPassword] = useState('');
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((venue) => venue !== id)));
  const allowed = parseAddressList(addresses);
  const create = () => {
    const key: NewKey = {
      label: label.trim(),
      kind,
      ...(whole ? {} : { venues: chosen }),
      ...(kind === 'site' && siteDomain.trim() ? { siteDomain: siteDomain.trim() } : {}),
      ...(kind === 'b2b' && allowed.length ? { allowedAddresses: allowed } : {}),
      ...(kind === 'b2b' && password ? { password } : {}),
    };
    return keysApi.create(programme, key).then(onCreated);
  };
  return (
    <ActionDialog
      wide
      title={t('newTitle')}
      confirmLabel={t('create')}
      ready={Boolean(label.trim()) && (whole || chosen.length > 0)}
      onClose={onClose}
      action={create}
    >
      <TextField label={t('label')} hint={t('labelHint')} value={label} onChange={(e) => setLabel(e.target.value)} />
      {/* A two-way Select like renderer/src/setup/first-run-dialog.tsx's loyalty choice: its own words. */}
      <Select
        label={t('kindLabel')}
        value={kind}
        options={[
          { value: 'b2b', label: t('kind.b2b') },
          { value: 'site', label: t('kind.site') },
        ]}
        onChange={(event) => setKind(event.target.value as NewKey['kind'])}
      />
      {kind === 'site' && (
        <TextField
          label={t('siteDomain')}
          hint={t('siteDomainHint')}
          value={siteDomain}
          onChange={(event) => setSiteDomain(event.target.value)}
        />
      )}
      <Checkbox label={t('wholeProgramme')} checked={whole} onChange={(event) => setWhole(event.target.checked)} />
      {!whole && (
        <fieldset className={styles.venues}>
          <legend>{t('chooseVenues')}</legend>
          {venues.map((venue) => (
            <Checkbox
              key={venue.posObjectId}
              label={`${venue.name} (${venue.posObjectId})`}
              checked={chosen.includes(venue.posObjectId)}
              onChange={(event) => toggle(venue.posObjectId, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      {kind === 'b2b' && (
        <>
          <AddressesField value={addresses} onChange={setAddresses} />
          <TextField
            label={t('password')}
            hint={t('passwordHint')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      )}
    </ActionDialog>
  );
}
