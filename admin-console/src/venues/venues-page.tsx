import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Td, TextField, formatDate, useLoaded, Note } from '@tillbridge/web-kit';
import type { Venue } from '../../../shared/api/admin-console';
import { venues as venuesApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { ListTable } from '../app/list-table';
import { useProgrammeRef } from '../app/programme-route';
import { RenameVenueDialog } from './rename-venue-dialog';
import page from '../app/page.module.css';

/** The programme's venues (each a till's `posObjectId`): the list, a new name, and a new venue in a network. */
export function VenuesPage() {
  const { t, i18n } = useTranslation('venues');
  const { id: programme, kind } = useProgrammeRef();
  const list = useLoaded(programme, (signal) => venuesApi.list(programme, signal), refusalMessage);
  const [renaming, setRenaming] = useState<Venue | undefined>();
  return (
    <div className={page.page}>
      {kind === 'network' ? (
        <NewVenueForm programme={programme} onCreated={list.reload} />
      ) : (
        <Note>{t('loneVenue')}</Note>
      )}
      <Card title={t('title')}>
        <ListTable
          list={list}
          label={t('title')}
          loading={t('loading')}
          empty={<EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
          columns={[t('posObjectId'), t('name'), t('created')]}
          actions={t('actions')}
          row={(venue) => (
            <tr key={venue.posObjectId}>
              <Td className={page.mono}>{venue.posObjectId}</Td>
              <Td>{venue.name}</Td>
              <Td>{formatDate(venue.createdAt, i18n.language)}</Td>
              <Td numeric>
                <Button variant="ghost" onClick={() => setRenaming(venue)}>
                  {t('rename')}
                </Button>
              </Td>
            </tr>
          )}
        />
      </Card>
      {renaming && (
        <RenameVenueDialog
          key={renaming.posObjectId}
          programme={programme}
          venue={renaming}
          onClose={() => setRenaming(undefined)}
          onRenamed={() => {
            setRenaming(undefined);
            list.reload();
          }}
        />
      )}
    </div>
  );
}

function NewVenueForm({ programme, onCreated }: { readonly programme: string; readonly onCreated: () => void }) {
  const { t } = useTranslation('venues');
  const [posObjectId, setPosObjectId] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    venuesApi
      .create(programme, { posObjectId: posObjectId.trim(), name: name.trim() })
      .then((venue) => {
        setResult({ tone: 'ok', text: t('addedNotice', { name: venue.name }) });
        setPosObjectId('');
        setName('');
        onCreated();
      })
      .catch((reason: unknown) => setResult({ tone: 'error', text: refusalMessage(reason) }))
      .finally(() => setBusy(false));
  };
  // The id and name fields are alike in shape on purpose: two web-kit fields, each with its own words.
  return (
    <Card title={t('add')}>
      <form className={page.form} onSubmit={submit}>
        <TextField
          className={page.fixed}
          label={t('idLabel')}
          hint={t('posObjectIdHint')}
          value={posObjectId}
          onChange={(event) => setPosObjectId(event.target.value)}
        />
        <TextField
          className={page.grow}
          label={t('name')}
          hint={t('nameHint')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={busy || !posObjectId.trim() || !name.trim()}>
          {t('addButton')}
        </Button>
      </form>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
    </Card>
  );
}
