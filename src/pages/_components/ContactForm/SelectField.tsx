import type {ContactTextField} from '@site/src/lib/contactForm/values';
import type {BookingForm} from './useBookingForm';
import Field from './Field';

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

/** A select of the booking form: an empty first option, then the choices. */
export default function SelectField({
  form,
  name,
  label,
  placeholder,
  options,
  required,
  describedBy,
}: SelectFieldProps) {
  return (
    <Field form={form} name={name} label={label}>
      <select
        id={form.fieldId(name)}
        name={name}
        value={form.values[name]}
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
    </Field>
  );
}
