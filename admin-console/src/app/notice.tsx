import type { ReactNode } from 'react';
import tones from '@tillbridge/web-kit/tones.module.css';
import styles from './notice.module.css';

/** A refusal (announced at once) or a confirmation of what was done (announced politely). */
export function Notice({ tone, children }: { readonly tone: 'error' | 'ok'; readonly children: ReactNode }) {
  return (
    <p
      className={`${styles.notice} ${tones[tone === 'error' ? 'danger' : 'ok']}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
