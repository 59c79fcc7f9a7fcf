import {translate} from '@docusaurus/Translate';
import {dentistsFor} from '@site/src/lib/contactForm/dentists';
import SelectField from '../SelectField';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/**
 * "Preferred dentist (optional)": the dentists who do the chosen treatment at
 * the chosen branch, after "No preference". A choice the new branch or reason
 * no longer fits is dropped, and the note under the select says so.
 */
export default function DentistField({form}: {form: BookingForm}) {
  const noteId = `${form.fieldId('dentist')}-note`;
  return (
    <>
      <SelectField
        form={form}
        name="dentist"
        label={translate({
          id: 'contactForm.dentist.label',
          message: 'Preferred dentist (optional)',
          description:
            'Label of the optional select of the dentists who do the chosen treatment at the chosen branch',
        })}
        placeholder={translate({
          id: 'contactForm.dentist.placeholder',
          message: 'No preference',
          description: 'First, empty option of the preferred dentist select',
        })}
        options={dentistsFor(form.values.reason, form.values.branch).map((d) => ({
          id: d.id,
          label: d.name,
        }))}
        describedBy={form.droppedDentist ? noteId : undefined}
      />
      <p className={styles.note} id={noteId} aria-live="polite">
        {form.droppedDentist &&
          translate(
            {
              id: 'contactForm.dentist.dropped',
              message:
                '{dentist} does not offer this visit at the chosen branch, so the choice is back to “No preference”.',
              description:
                'Note under the preferred dentist select after a change of branch or treatment; {dentist} is the dentist chosen before',
            },
            {dentist: form.droppedDentist},
          )}
      </p>
    </>
  );
}
