import type { HTMLAttributes } from 'react';
import styles from './fact-list.module.css';

/** Labelled facts (`<dt>`/`<dd>` pairs): the labels muted in a column of their own, the values beside them. */
export function FactList({ className, ...rest }: HTMLAttributes<HTMLDListElement>) {
  return <dl className={`${styles.list} ${className ?? ''}`} {...rest} />;
}
