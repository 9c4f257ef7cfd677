import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import styles from './table.module.css';

/** Table basics: a scrolling wrapper, zebra rows, numbers right-aligned with `numeric`. */
export function Table({ className, ...rest }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${className ?? ''}`} {...rest} />
    </div>
  );
}

export function Th({ numeric, className, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return <th className={`${styles.th} ${numeric ? styles.numeric : ''} ${className ?? ''}`} {...rest} />;
}

export function Td({ numeric, className, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return <td className={`${styles.td} ${numeric ? styles.numeric : ''} ${className ?? ''}`} {...rest} />;
}

/** A column's heading: its words, or `{ numeric }` for words over a column of numbers (right-aligned). */
export type Column = string | { readonly numeric: string };

/** A table's head: one row of column headings. */
export function TableHead({ columns }: { readonly columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Th key={column}>{column}</Th>
          ) : (
            <Th key={column.numeric} numeric>
              {column.numeric}
            </Th>
          ),
        )}
      </tr>
    </thead>
  );
}
