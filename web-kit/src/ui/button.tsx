import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** `large` for touch targets on the payment prompt. */
  readonly size?: 'normal' | 'large';
  readonly pressed?: boolean;
}

export function Button({ variant = 'secondary', size = 'normal', pressed, className, type, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'large' ? styles.large : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type ?? 'button'} className={classes} aria-pressed={pressed} {...rest} />;
}
