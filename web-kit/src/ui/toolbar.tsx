import type { HTMLAttributes } from 'react';
import styles from './toolbar.module.css';

/** A row of controls that wraps on narrow windows. */
export function Toolbar({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div role="toolbar" className={`${styles.toolbar} ${className ?? ''}`} {...rest} />;
}
