import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatMoney,
  formatTime,
  Badge,
  EmptyState,
  LinkButton,
  Table,
  Td,
  TableHead,
} from '@tillbridge/web-kit';
import type { ShiftSummary } from '../../../shared/api/reports';
import styles from './shift-list.module.css';

export interface ShiftListProps {
  readonly shifts: readonly ShiftSummary[];
  readonly selected: number | undefined;
  readonly onSelect: (id: number) => void;
}

/** The shifts, newest first: number, when it closed, what was paid; the open one marked. */
export function ShiftList({ shifts, selected, onSelect }: ShiftListProps) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  if (shifts.length === 0) return <EmptyState title={t('noShifts')} />;
  return (
    <Table aria-label={t('shifts')} className={styles.table}>
      <TableHead columns={[t('shiftNo'), t('closed'), { numeric: t('tiles.paid') }]} />
      <tbody>
        {shifts.map((shift) => (
          <tr
            key={shift.id}
            className={`${styles.row} ${shift.id === selected ? styles.selected : ''}`}
            onClick={() => onSelect(shift.id)}
          >
            <Td>
              <LinkButton
                className={styles.pick}
                aria-current={shift.id === selected ? 'true' : undefined}
                onClick={() => onSelect(shift.id)}
              >
                {t('shiftShort', { id: shift.id })}
              </LinkButton>
            </Td>
            <Td>
              {shift.closedAt ? (
                <span className={styles.stack}>
                  <span>{formatDate(shift.closedAt, lang)}</span>
                  <span className={styles.sub}>{formatTime(shift.closedAt, lang)}</span>
                </span>
              ) : (
                <Badge tone="accent">{t('open')}</Badge>
              )}
            </Td>
            <Td numeric>{formatMoney(shift.paidMinor, lang)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
