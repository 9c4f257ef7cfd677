import type { ReactNode } from 'react';
import { Card, EmptyState, Table, TableHead, type Column } from '@tillbridge/web-kit';
import { FoundCount } from './found-count';
import styles from './journal-page.module.css';

export interface FoundTableProps {
  /** The count line's test id and words (undefined while it searches). */
  readonly count: { readonly testId: string; readonly found: string | undefined };
  readonly actions?: ReactNode;
  readonly filters?: ReactNode;
  /** What failed (loading, exporting), said under the filters. */
  readonly alert: string | undefined;
  /** Said instead of the table when the search found nothing. */
  readonly empty: { readonly title: string; readonly hint: string } | undefined;
  readonly label: string;
  readonly columns: readonly Column[];
  /** The table's rows. */
  readonly children: ReactNode;
}

/** A journal tab's list of what it found (the checks, the accruals): the count and filters on a card, then the table. */
export function FoundTable({ count, actions, filters, alert, empty, label, columns, children }: FoundTableProps) {
  return (
    <>
      <Card className={styles.filters} title={<FoundCount {...count} />} actions={actions}>
        {filters}
        {alert && (
          <p className={styles.message} role="alert">
            {alert}
          </p>
        )}
      </Card>
      {empty ? (
        <EmptyState title={empty.title}>{empty.hint}</EmptyState>
      ) : (
        <div className={styles.checks}>
          <Table aria-label={label}>
            <TableHead columns={columns} />
            <tbody>{children}</tbody>
          </Table>
        </div>
      )}
    </>
  );
}
