import type { ReactNode } from 'react';
import styles from './balance-tile.module.css';

/** A guest's balance as a tile: its label above a large amount (`strong`: the amount in the accent, for the till). */
export function BalanceTile({
  label,
  strong = false,
  children,
}: {
  readonly label: string;
  readonly strong?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className={`${styles.tile} ${strong ? styles.strong : ''}`}>
      <span className={styles.label}>{label}</span>
      <strong className={styles.amount} data-testid="guest-balance">
        {children}
      </strong>
    </div>
  );
}
