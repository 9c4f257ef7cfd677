import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, Button, Card, Table, TableHead } from '@tillbridge/web-kit';
import type { OpenCheckView } from '../../../shared/api/open-check';
import { CheckLineRow } from './check-line-row';
import { useOpenCheck, type CheckOf } from './open-check';
import styles from './check-panel.module.css';

/** A screen this short (an 800×600 till) shows the check folded to one line, the prompt's controls staying in view. */
const shortScreen = '(max-height: 40rem)';

export interface CheckPanelProps {
  readonly of: CheckOf | undefined;
  /** Whether the panel starts folded to its one-line summary (the cashier's toggle opens it). */
  readonly folded?: boolean;
  readonly className?: string;
}

/** The FarCards check a station or a guest is on, when there is one: nothing otherwise. */
export function CheckPanel({ of, folded, className }: CheckPanelProps) {
  const check = useOpenCheck(of);
  if (!check) return null;
  return <CheckCard check={check} folded={folded ?? window.matchMedia(shortScreen).matches} className={className} />;
}

/**
 * The check as the loyalty engine last calculated it: its lines (modifiers under their dish), total, discount, what
 * bonuses may pay, what they paid, what the guest will earn. Folded, one line with the total and the amounts.
 */
function CheckCard({ check, folded, className }: Omit<CheckPanelProps, 'of'> & { readonly check: OpenCheckView }) {
  const { t, i18n } = useTranslation('prompt');
  const [open, setOpen] = useState(folded !== true);
  const money = (minor: number) => formatMoney(minor, i18n.language);
  const title = check.holder ? t('check.titleOf', { holder: check.holder }) : t('check.title');
  const toggle = (
    <Button aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? t('check.hide') : t('check.show')}
    </Button>
  );
  return (
    <Card
      className={`${styles.panel} ${className ?? ''}`}
      title={title}
      titleLevel={3}
      actions={toggle}
      aria-label={t('check.title')}
    >
      {open ? (
        <>
          <div className={styles.lines}>
            <Table>
              <TableHead columns={[t('check.item'), { numeric: t('check.quantity') }, { numeric: t('check.sum') }]} />
              <tbody>
                {check.lines.flatMap((line, index) => [
                  <CheckLineRow key={index} line={line} money={money} />,
                  ...line.modifiers.map((modifier, m) => (
                    <CheckLineRow key={`${index}-${m}`} line={modifier} money={money} className={styles.modifier} />
                  )),
                ])}
              </tbody>
            </Table>
          </div>
          <dl className={styles.totals} data-testid="check-totals">
            <Amount label={t('check.total')} value={money(check.totalMinor)} />
            <Amount label={t('check.discount')} value={money(check.discountMinor)} />
            <Amount label={t('check.mayPay')} value={money(check.mayPayMinor)} />
            {check.writtenOffMinor > 0 && <Amount label={t('check.paid')} value={money(check.writtenOffMinor)} />}
            <Amount label={t('check.willEarn')} value={money(check.willEarnMinor)} />
          </dl>
        </>
      ) : (
        <p className={styles.summary} data-testid="check-summary">
          {t('check.summary', {
            count: check.lines.length,
            total: money(check.totalMinor),
            mayPay: money(check.mayPayMinor),
            willEarn: money(check.willEarnMinor),
          })}
        </p>
      )}
    </Card>
  );
}

function Amount({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className={styles.amount}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
