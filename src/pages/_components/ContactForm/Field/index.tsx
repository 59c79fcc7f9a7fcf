import type {ReactNode} from 'react';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/** A hint under a label or legend; `id` lets the control name it in aria-describedby. */
export function Hint({id, children}: {id: string; children: ReactNode}) {
  return (
    <p className={styles.hint} id={id}>
      {children}
    </p>
  );
}

/** The error of a field, under its control; `id` is `form.errorId(name)`. */
export function FieldError({id, children}: {id: string; children: ReactNode}) {
  return (
    <p className={styles.error} id={id}>
      {children}
    </p>
  );
}

interface FieldProps {
  form: BookingForm;
  name: string;
  label: ReactNode;
  /** Shown between the label and the control; the control names it with `form.describedBy(name, true)`. */
  hint?: string;
  /** The control, with the id `form.fieldId(name)`. */
  children: ReactNode;
}

/** One field of the booking form: its label, hint, control and error. */
export default function Field({form, name, label, hint, children}: FieldProps) {
  const error = form.errors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={form.fieldId(name)}>{label}</label>
      {hint && <Hint id={`${form.fieldId(name)}-hint`}>{hint}</Hint>}
      {children}
      {error && <FieldError id={form.errorId(name)}>{error}</FieldError>}
    </div>
  );
}
