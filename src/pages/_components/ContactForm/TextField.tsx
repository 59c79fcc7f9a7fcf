import type {InputHTMLAttributes} from 'react';
import type {ContactTextField} from '@site/src/lib/contactForm/values';
import type {BookingForm} from './useBookingForm';
import Field from './Field';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'id' | 'value' | 'onChange'
>;

interface TextFieldProps extends InputAttributes {
  form: BookingForm;
  name: ContactTextField;
  label: string;
  hint?: string;
}

/** A one-line field of the booking form; every other attribute goes to the `<input>`. */
export default function TextField({form, name, label, hint, ...input}: TextFieldProps) {
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      <input
        id={form.fieldId(name)}
        name={name}
        value={form.values[name]}
        onChange={form.update(name)}
        aria-invalid={form.invalid(name)}
        aria-describedby={form.describedBy(name, Boolean(hint))}
        {...input}
      />
    </Field>
  );
}
