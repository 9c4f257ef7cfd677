import type { ReactNode } from 'react';
import styles from './badge.module.css';
import tones from './tones.module.css';

export type BadgeTone = 'neutral' | 'ok' | 'warn' | 'danger' | 'accent';

export function Badge({ tone = 'neutral', children }: { readonly tone?: BadgeTone; readonly children: ReactNode }) {
  return <span className={`${styles.badge} ${tones[tone]}`}>{children}</span>;
}
