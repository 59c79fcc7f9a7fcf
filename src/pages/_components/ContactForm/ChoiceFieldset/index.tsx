import type {ReactNode} from 'react';
import type {ContactTextField} from '@site/src/lib/contactForm/values';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

interface ChoiceFieldsetProps {
  form: BookingForm;
  name: Extract<ContactTextField, 'appointmentFor' | 'guardian'>;
  legend: ReactNode;
  options: readonly {id: string; label: string; hint?: string}[];
}

/** A question with two or three large radio choices: "Who is the appointment for?". */
export default function ChoiceFieldset({form, name, legend, options}: ChoiceFieldsetProps) {
  return (
    <fieldset className={styles.choiceSet}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {options.map((o, index) => (
          <label key={o.id} className={styles.choice}>
            <input
              // The first choice is where the error summary's link leads.
              id={index === 0 ? form.fieldId(name) : undefined}
              type="radio"
              name={name}
              value={o.id}
              checked={form.values[name] === o.id}
              onChange={form.update(name)}
            />
            <span>
              {o.label}
              {o.hint && <span className={styles.choiceHint}> ({o.hint})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
