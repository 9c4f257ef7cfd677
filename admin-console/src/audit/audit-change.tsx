import { changeLines } from './change-lines';
import type { AuditWords } from './audit-words';
import page from '../app/page.module.css';
import styles from './audit.module.css';

/** An entry's before → after, one line per changed field. */
export function AuditChange({
  before,
  after,
  words,
}: {
  readonly before: unknown;
  readonly after: unknown;
  readonly words: AuditWords;
}) {
  const lines = changeLines(before, after, words);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.changes}>
      {lines.map((line) => (
        <li key={line.field}>
          {line.field && <span className={page.aside}>{line.field}: </span>}
          {line.before !== undefined && <del className={page.loss}>{line.before}</del>}
          {line.before !== undefined && line.after !== undefined && <span aria-hidden="true"> → </span>}
          {line.after !== undefined && <ins className={`${page.gain} ${styles.after}`}>{line.after}</ins>}
        </li>
      ))}
    </ul>
  );
}
