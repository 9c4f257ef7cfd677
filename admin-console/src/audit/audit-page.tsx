import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  Spinner,
  Table,
  Td,
  TableHead,
  formatDateTime,
  useLoaded,
  Note,
} from '@tillbridge/web-kit';
import type { AuditEntry } from '../../../shared/api/admin-console';
import { audit as auditApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { useProgramme } from '../app/programme-route';
import { AuditChange } from './audit-change';
import { auditWords, type AuditCatalog } from './audit-words';
import { Email } from './email';
import page from '../app/page.module.css';
import styles from './audit.module.css';

const pageSize = 50;

/** Every change made through the console or the commands, newest first: who, when, what, before → after, why. */
export function AuditPage() {
  const programme = useProgramme();
  return <AuditLog key={programme} programme={programme} />;
}

/** The newest page, then older pages appended on request; a refresh starts again from the newest. */
function AuditLog({ programme }: { readonly programme: string }) {
  const { t, i18n } = useTranslation('audit');
  const newest = useLoaded(
    programme,
    (signal) => auditApi.page(programme, undefined, pageSize, signal),
    refusalMessage,
  );
  const [older, setOlder] = useState<readonly AuditEntry[][]>([]);
  const [busy, setBusy] = useState(false);
  const [olderError, setOlderError] = useState<string | undefined>();
  const entries = newest.data ? [...newest.data, ...older.flat()] : undefined;
  const lastPage = older.at(-1) ?? newest.data;
  const more = lastPage?.length === pageSize;
  const error = newest.error ?? olderError;
  const refresh = () => {
    setOlder([]);
    setOlderError(undefined);
    newest.reload();
  };
  const loadOlder = (before: number) => {
    setBusy(true);
    auditApi
      .page(programme, before, pageSize)
      .then((next) => setOlder((pages) => [...pages, next]))
      .catch((reason: unknown) => setOlderError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  const lang = i18n.language;
  const catalog = (i18n.getResourceBundle(lang, 'audit') ?? i18n.getResourceBundle('en', 'audit')) as AuditCatalog;
  const words = auditWords(catalog, lang);
  const action = (name: string) => (i18n.exists(`audit:actions.${name}`) ? t(`actions.${name}`) : name);
  return (
    <div className={page.page}>
      <Card
        title={t('title')}
        actions={
          <Button disabled={busy} onClick={refresh}>
            {t('refresh')}
          </Button>
        }
      >
        <Note>{t('intro')}</Note>
        {error && <Notice tone="error">{error}</Notice>}
        {!entries && !error && <Spinner label={t('loading')} />}
        {entries?.length === 0 && <EmptyState title={t('empty')} />}
        {entries && entries.length > 0 && (
          <Table aria-label={t('title')}>
            <TableHead columns={[t('when'), t('what'), t('change'), t('reason')]} />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <Td className={styles.when}>
                    {formatDateTime(entry.at, lang)}
                    <div className={page.muted}>
                      <Email address={entry.adminEmail} />
                    </div>
                  </Td>
                  <Td>
                    <strong>{action(entry.action)}</strong>
                    <div className={page.muted}>{words.object(entry.target)}</div>
                  </Td>
                  <Td>
                    <AuditChange before={entry.before} after={entry.after} words={words} />
                  </Td>
                  <Td>{entry.reason}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {more && entries && (
          <div className={page.actions}>
            <Button disabled={busy} onClick={() => loadOlder(entries[entries.length - 1]!.id)}>
              {t('older')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
