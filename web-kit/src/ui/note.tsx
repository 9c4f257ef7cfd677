import type { ReactNode } from 'react';
import styles from './note.module.css';

/** A muted paragraph that introduces or explains what stands beside it (a dialog's lead, a page's intro). */
export function Note({ children }: { readonly children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
