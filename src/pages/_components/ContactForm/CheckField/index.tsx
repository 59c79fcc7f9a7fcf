import type {ReactNode} from 'react';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

interface CheckFieldProps {
  form: BookingForm;
  name: 'abroad' | 'consent';
  label: ReactNode;
  invalid?: boolean;
  describedBy?: string;
}

/** A tick box of the booking form, with its label beside it. */
export default function CheckField({form, name, label, invalid, describedBy}: CheckFieldProps) {
  return (
    <div className={styles.check}>
      <input
        id={form.fieldId(name)}
        type="checkbox"
        checked={form.values[name]}
        onChange={form.update(name)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <label htmlFor={form.fieldId(name)}>{label}</label>
    </div>
  );
}
