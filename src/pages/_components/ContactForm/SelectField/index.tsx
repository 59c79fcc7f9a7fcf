import type {ContactTextField} from '@site/src/lib/contactForm/values';
import type {BookingForm} from '../useBookingForm';
import Field from '../Field';
import styles from './styles.module.css';

interface SelectFieldProps {
  form: BookingForm;
  name: ContactTextField;
  label: string;
  /** The first, empty option: "Choose a branch". */
  placeholder: string;
  options: readonly {id: string; label: string}[];
  required?: boolean;
  /** Further ids that describe the select, after its own error. */
  describedBy?: string;
}

/**
 * A select of the booking form: an empty first option, then the choices.
 * A closed select shows its choice on one line and cuts a long one off
 * ("Invisalign or braces: choosing a way …" at 320 px), so the choice is
 * drawn over it as text that wraps, and the select grows to fit it.
 */
export default function SelectField({
  form,
  name,
  label,
  placeholder,
  options,
  required,
  describedBy,
}: SelectFieldProps) {
  const value = form.values[name];
  const shown = options.find((o) => o.id === value)?.label ?? placeholder;
  return (
    <Field form={form} name={name} label={label}>
      <div className={styles.select}>
        <select
          id={form.fieldId(name)}
          name={name}
          className={styles.control}
          value={value}
          onChange={form.update(name)}
          aria-invalid={form.invalid(name)}
          aria-describedby={
            [form.describedBy(name), describedBy].filter(Boolean).join(' ') || undefined
          }
          required={required}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={styles.shown} aria-hidden="true">
          {shown}
        </span>
      </div>
    </Field>
  );
}
