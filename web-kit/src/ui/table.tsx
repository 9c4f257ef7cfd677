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
