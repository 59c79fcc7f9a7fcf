import Translate from '@docusaurus/Translate';
import {appointmentForOptions} from '@site/src/lib/contactForm/options';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/** "Who is the appointment for?": me, or someone else. */
export default function WhoFieldset({form}: {form: BookingForm}) {
  return (
    <fieldset className={styles.who}>
      <legend>
        <Translate
          id="contactForm.appointmentFor.legend"
          description="Question above the choice of who the appointment is for (me / someone else)">
          Who is the appointment for?
        </Translate>
      </legend>
      <div className={styles.choices}>
        {appointmentForOptions.map((o) => (
          <label key={o.id} className={styles.choice}>
            <input
              type="radio"
              name="appointmentFor"
              value={o.id}
              checked={form.values.appointmentFor === o.id}
              onChange={form.update('appointmentFor')}
            />
            <span>
              {o.label}
              {'hint' in o && <span className={styles.choiceHint}> ({o.hint})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
