import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface FormDialogProps {
  readonly open?: boolean;
  readonly title: ReactNode;
  /** Escape and the dismiss button. */
  readonly onClose: () => void;
  /** The dismiss button's text (Cancel, Later). */
  readonly closeLabel: string;
  readonly submitLabel: string;
  /** Submitting: the submit button is disabled. */
  readonly busy: boolean;
  /** The form's id, which the footer's submit button names. */
  readonly formId: string;
  readonly formClassName?: string | undefined;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly onKeyDown?: ((event: KeyboardEvent<HTMLFormElement>) => void) | undefined;
  readonly children: ReactNode;
}

/** A dialog holding one form: dismiss and submit in the footer, the submit tied to the form by its id. */
export function FormDialog({
  open = true,
  title,
  onClose,
  closeLabel,
  submitLabel,
  busy,
  formId,
  ...form
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{closeLabel}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={form.formClassName} onSubmit={form.onSubmit} onKeyDown={form.onKeyDown} noValidate>
        {form.children}
      </form>
    </Dialog>
  );
}
