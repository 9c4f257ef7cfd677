import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatTime } from '@tillbridge/web-kit';
import type { JournalEntry } from '../../../shared/api/journal';
import { StateBadge } from './state-badge';
import { useStationLabel } from '../i18n/payment-words';
import type { JournalPages } from './use-journal-pages';
import valueStack from '@tillbridge/web-kit/value-stack.module.css';
import styles from './journal-list.module.css';

/** Fixed row height: a virtual list of 100,000 rows needs no measuring. */
const rowHeight = 56;

export interface JournalListProps {
  readonly pages: JournalPages;
  /** Changes whenever the filters do: the list goes back to the top. */
  readonly filterKey: string;
  readonly onOpen: (entry: JournalEntry) => void;
}

interface RowProps {
  readonly entry: JournalEntry;
  /** The row's place in the whole list (the head is 1), for screen readers: only the rows in view exist. */
  readonly rowIndex: number;
  readonly onOpen: (entry: JournalEntry) => void;
}

function Row({ entry, rowIndex, onOpen }: RowProps) {
  const { i18n } = useTranslation('journal');
  const lang = i18n.language;
  const stationLabel = useStationLabel();
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      tabIndex={0}
      className={styles.row}
      data-payment-id={entry.id}
      data-amount-minor={entry.amountMinor}
      onClick={() => onOpen(entry)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(entry);
        }
      }}
    >
      <span role="cell" className={`${valueStack.stack} ${styles.stack}`}>
        <span>{formatDate(entry.createdAt, lang)}</span>
        <span className={valueStack.sub}>{formatTime(entry.createdAt, lang)}</span>
      </span>
      <span role="cell" title={entry.station}>
        {stationLabel(entry)}
      </span>
      <span role="cell" className={styles.state}>
        <StateBadge state={entry.state} ending={entry.ending} />
      </span>
      <span role="cell" className={styles.numeric}>
        {formatMoney(entry.amountMinor, lang)}
      </span>
      <span role="cell" className={styles.numeric}>
        {entry.tipMinor > 0 ? formatMoney(entry.tipMinor, lang) : ''}
      </span>
      <span role="cell" className={styles.mono}>
        {entry.cardMasked ?? ''}
      </span>
      <span role="cell" className={`${valueStack.stack} ${styles.stack}`}>
        <span>{entry.guestName ?? ''}</span>
        <span className={valueStack.sub}>{entry.guestPhone ?? ''}</span>
      </span>
      <span role="cell" className={styles.mono}>
        {entry.authCode ?? ''}
      </span>
    </div>
  );
}

/** The journal as a virtualized table: only the rows in view exist, their pages load as they scroll in. */
export function JournalList({ pages, filterKey, onOpen }: JournalListProps) {
  const { t } = useTranslation('journal');
  const scroller = useRef<HTMLDivElement>(null);
  const count = pages.total ?? 0;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders through its own store, as documented
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  const { ensure } = pages;
  useEffect(() => {
    if (count > 0) ensure(first, last);
  }, [ensure, first, last, count]);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [filterKey]);
  const columns = ['time', 'station', 'state', 'amount', 'tip', 'card', 'guest', 'authCode'] as const;
  return (
    <div role="table" aria-label={t('list')} aria-rowcount={count + 1} className={styles.table}>
      <div role="row" className={`${styles.row} ${styles.head}`} aria-rowindex={1}>
        {columns.map((column) => (
          <span
            key={column}
            role="columnheader"
            className={column === 'amount' || column === 'tip' ? styles.numeric : undefined}
          >
            {t(`columns.${column}`)}
          </span>
        ))}
      </div>
      <div ref={scroller} className={styles.scroller} data-testid="journal-scroller">
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const entry = pages.entry(item.index);
            return (
              <div key={item.key} className={styles.slot} style={{ transform: `translateY(${item.start}px)` }}>
                {entry ? (
                  <Row entry={entry} rowIndex={item.index + 2} onOpen={onOpen} />
                ) : (
                  <div role="row" aria-rowindex={item.index + 2} className={`${styles.row} ${styles.loading}`}>
                    <span role="cell">{t('rowLoading')}</span>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
