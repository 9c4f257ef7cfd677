import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, EmptyState, Td, formatDate, useLoaded, Note } from '@tillbridge/web-kit';
import { formatMinute } from '../app/format-minute';
import type { ApiKey, CreatedKey } from '../../../shared/api/admin-console';
import { keys as keysApi, venues as venuesApi } from '../api/console-api';
import { useProgramme } from '../app/programme-route';
import { ListTable } from '../app/list-table';
import { refusalMessage } from '../api/refusal-message';
import { CreatedKeyDialog } from './created-key-dialog';
import { KeyAccessDialog } from './key-access-dialog';
import { NewKeyDialog } from './new-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';
import page from '../app/page.module.css';

type Open =
  | { readonly dialog: 'new' }
  | { readonly dialog: 'created'; readonly created: CreatedKey }
  | { readonly dialog: 'revoke' | 'access'; readonly key: ApiKey };

/** The programme's API keys: who may call the loyalty API (tills, a guest site), with what, from where, and when last. */
export function KeysPage() {
  const { t, i18n } = useTranslation('keys');
  const programme = useProgramme();
  const list = useLoaded(programme, (signal) => keysApi.list(programme, signal), refusalMessage);
  const venues = useLoaded(programme, (signal) => venuesApi.list(programme, signal), refusalMessage);
  const [open, setOpen] = useState<Open | undefined>();
  const close = () => setOpen(undefined);
  const changed = () => {
    close();
    list.reload();
  };
  const lang = i18n.language;
  return (
    <div className={page.page}>
      <Card
        title={t('title')}
        actions={
          <Button variant="primary" onClick={() => setOpen({ dialog: 'new' })}>
            {t('new')}
          </Button>
        }
      >
        <Note>{t('intro')}</Note>
        {/* A ListTable like campaigns/campaigns-page.tsx's: each page its own columns and row. */}
        <ListTable
          list={list}
          label={t('title')}
          loading={t('loading')}
          empty={<EmptyState title={t('empty')} />}
          columns={[t('label'), t('scope'), t('restrictions'), t('lastUsed')]}
          actions={t('actions')}
          row={(key) => (
            <tr key={key.id}>
              <Td>
                <strong>{key.label}</strong>
                <br />
                <span className={page.muted}>
                  {t(`kind.${key.kind}`)} · {t('createdAt', { date: formatDate(key.createdAt, lang) })}
                </span>
              </Td>
              <Td>
                {key.wholeProgramme ? t('wholeProgramme') : key.venues.join(', ')}
                {key.siteDomain && <div className={page.muted}>{key.siteDomain}</div>}
              </Td>
              <Td>
                <div>{key.hasPassword ? t('withPassword') : t('noPassword')}</div>
                <div className={page.muted}>
                  {key.allowedAddresses?.length ? key.allowedAddresses.join(', ') : t('anyAddress')}
                </div>
              </Td>
              <Td>{key.lastUsedAt ? formatMinute(key.lastUsedAt, lang) : t('neverUsed')}</Td>
              <Td numeric>
                {key.revokedAt ? (
                  <Badge tone="danger">{t('revokedAt', { date: formatDate(key.revokedAt, lang) })}</Badge>
                ) : (
                  <div className={page.actions}>
                    {key.kind === 'b2b' && (
                      <Button variant="ghost" onClick={() => setOpen({ dialog: 'access', key })}>
                        {t('access')}
                      </Button>
                    )}
                    <Button variant="danger" onClick={() => setOpen({ dialog: 'revoke', key })}>
                      {t('revoke')}
                    </Button>
                  </div>
                )}
              </Td>
            </tr>
          )}
        />
      </Card>
      {open?.dialog === 'new' && (
        <NewKeyDialog
          programme={programme}
          venues={venues.data ?? []}
          onClose={close}
          onCreated={(created) => {
            setOpen({ dialog: 'created', created });
            list.reload();
          }}
        />
      )}
      {open?.dialog === 'created' && <CreatedKeyDialog created={open.created} onClose={close} />}
      {open?.dialog === 'revoke' && (
        <RevokeKeyDialog programme={programme} apiKey={open.key} onClose={close} onRevoked={changed} />
      )}
      {open?.dialog === 'access' && (
        <KeyAccessDialog programme={programme} apiKey={open.key} onClose={close} onSaved={changed} />
      )}
    </div>
  );
}
