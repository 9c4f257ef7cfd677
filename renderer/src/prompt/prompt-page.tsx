import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime, Badge, Card, EmptyState, FactList, Table, Td, TableHead } from '@tillbridge/web-kit';
import { useSettings } from '../settings/settings-context';
import { endingKey, endingTone } from './payment-ending';
import { usePrompt } from './prompt-events';
import { useStationLabel } from '../i18n/payment-words';
import styles from './prompt-page.module.css';

/** Between payments: the till is ready, where the station driver points, and this session's payments. */
export function PromptPage() {
  const { t, i18n } = useTranslation('prompt');
  const stationLabel = useStationLabel();
  const { state } = usePrompt();
  const authPath = useSettings().view?.running.authPath ?? '/authcall.xml/';
  const driverUrl = `${window.location.origin}${authPath}`;
  const recent = [...state.order].reverse().map((id) => state.payments[id]!);
  return (
    <div className={styles.page}>
      <Card title={state.connected ? t('idle.title') : t('idle.starting')}>
        <p className={styles.lead}>{t('idle.lead')}</p>
        <FactList className={styles.facts}>
          <dt>{t('idle.driverAddress')}</dt>
          <dd>
            <code>{driverUrl}</code>
          </dd>
        </FactList>
      </Card>
      <Card title={t('idle.recent')} titleLevel={2}>
        {recent.length === 0 ? (
          <EmptyState title={t('idle.none')} />
        ) : (
          <Table>
            <TableHead columns={[t('time'), t('station'), { numeric: t('amount') }, t('state'), t('card')]} />
            <tbody>
              {recent.map((payment) => (
                <tr key={payment.id}>
                  <Td>{formatTime(payment.createdAt, i18n.language)}</Td>
                  <Td>
                    <span title={payment.station}>{stationLabel(payment)}</span>
                  </Td>
                  <Td numeric>{formatMoney(payment.amountMinor + payment.tipMinor, i18n.language)}</Td>
                  <Td>
                    <Badge tone={endingTone(payment)}>{t(endingKey(payment))}</Badge>
                  </Td>
                  <Td>{payment.cardMasked ? <code>{payment.cardMasked}</code> : '—'}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}
