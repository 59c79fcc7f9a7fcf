import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ageRange} from '@site/src/lib/validation';
import TextField from '../TextField';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/**
 * The patient's name and age, when the appointment is for someone else;
 * `children` follow them (the parent or guardian, for a child).
 */
export default function PatientFields({form, children}: {form: BookingForm; children?: ReactNode}) {
  return (
    <div className={styles.patient}>
      <TextField
        form={form}
        name="patientName"
        label={translate({
          id: 'contactForm.patientName.label',
          message: 'Patient’s name',
          description: 'Label of the patient name field, when booking for someone else',
        })}
        type="text"
        autoComplete="off"
        maxLength={80}
        required
      />
      <TextField
        form={form}
        name="patientAge"
        label={translate({
          id: 'contactForm.patientAge.label',
          message: 'Patient’s age in years',
          description: 'Label of the patient age field, when booking for someone else',
        })}
        hint={translate(
          {
            id: 'contactForm.patientAge.hint',
            message: 'Whole years, from {min} to {max}; {min} for a baby under one.',
            description:
              'Hint under the patient age field; {min} and {max} are the youngest and oldest allowed ages',
          },
          {min: ageRange.min, max: ageRange.max},
        )}
        type="text"
        className={styles.age}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
      />
      {children}
    </div>
  );
}
