import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField, Note } from '@tillbridge/web-kit';
import { checkDialog, type DialogErrors, type DialogFields } from './dialog-values';
import type { DialogResult, MenuNode } from './menu-types';
import styles from './menu-dialog.module.css';

export interface MenuDialogProps {
  readonly node: MenuNode;
  readonly initial: DialogFields;
  readonly onRun: (result: DialogResult) => void;
  readonly onClose: () => void;
}

/** The item's DIALOGINFO as a form: two dates, two numbers, one date or one number; checked before it runs. */
export function MenuDialog({ node, initial, onRun, onClose }: MenuDialogProps) {
  const { t } = useTranslation('menu');
  const [fields, setFields] = useState<DialogFields>(initial);
  const [errors, setErrors] = useState<DialogErrors>({});
  const dialog = node.dialog!;
  const isDate = dialog.type === 'DateInterval' || dialog.type === 'OneDate';
  const interval = dialog.type === 'DateInterval' || dialog.type === 'NumberInterval';
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const check = checkDialog(dialog.type, fields);
    if (check.ok) onRun(check.result);
    else setErrors(check.errors);
  };
  const field = (name: keyof DialogFields, label: string, autoFocus: boolean) => (
    <TextField
      label={label}
      type={isDate ? 'date' : 'text'}
      inputMode={isDate ? undefined : 'decimal'}
      autoFocus={autoFocus}
      value={fields[name]}
      onChange={(event) => {
        setFields({ ...fields, [name]: event.target.value });
        setErrors({ ...errors, [name]: undefined });
      }}
      error={errors[name] ? t(errors[name]) : undefined}
      required
    />
  );
  return (
    <Dialog open title={node.caption} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate id="menu-dialog-form">
        <Note>{dialog.caption}</Note>
        {interval ? (
          <div className={styles.pair}>
            {field('from', t('from'), true)}
            {field('to', t('to'), false)}
          </div>
        ) : (
          field('value', isDate ? t('day') : dialog.caption, true)
        )}
        <div className={styles.footer}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('run')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
