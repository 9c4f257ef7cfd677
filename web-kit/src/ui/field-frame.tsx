import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** The ids a field's hint and error take, as `aria-describedby` of its control names them (undefined: neither shown). */
export function describedBy(
  controlId: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  return [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The id a control was given, or one of its own. */
export function useControlId(given: string | undefined): string {
  const own = useId();
  return given ?? own;
}

/** What a labelled control says around itself. */
export interface FieldText {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
}

/** What every labelled control shares: its label above, its hint and its (announced) error below. */
export function FieldFrame(
  props: FieldText & {
    readonly controlId: string;
    readonly className?: string | undefined;
    readonly children: ReactNode;
  },
) {
  const { controlId, hint, error } = props;
  return (
    <div className={`${styles.field} ${props.className ?? ''}`}>
      <label className={styles.label} htmlFor={controlId}>
        {props.label}
      </label>
      {props.children}
      {hint && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
