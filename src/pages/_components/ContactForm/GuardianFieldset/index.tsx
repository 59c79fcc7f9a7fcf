import Translate, {translate} from '@docusaurus/Translate';
import {privacy} from '@site/src/data/privacy';
import {guardianOptions, guardianRelationships} from '@site/src/lib/contactForm/options';
import ChoiceFieldset from '../ChoiceFieldset';
import {Hint} from '../Field';
import SelectField from '../SelectField';
import TextField from '../TextField';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/**
 * The parent or guardian of a patient under 18, who agrees to the child's
 * care. Usually the sender: then only the relationship is asked, as their
 * name is already in "Your name".
 */
export default function GuardianFieldset({form}: {form: BookingForm}) {
  const hintId = `${form.id}-guardian-hint`;
  const senderIsGuardian = form.values.guardian === 'me';
  return (
    <fieldset className={styles.guardian} aria-describedby={hintId}>
      <legend>
        <Translate
          id="contactForm.guardian.legend"
          description="Heading of the parent or guardian fields, shown when the patient is a child">
          The patient’s parent or guardian
        </Translate>
      </legend>
      <Hint id={hintId}>
        <Translate
          id="contactForm.guardian.agrees"
          description="Hint in the parent or guardian fields; {age} is the age of adulthood (18)"
          values={{age: privacy.adultAge}}>
          {'For a patient under {age}, a parent or guardian agrees to their care.'}
        </Translate>
      </Hint>
      <ChoiceFieldset
        form={form}
        name="guardian"
        legend={
          <Translate
            id="contactForm.guardian.isYouLegend"
            description="Question in the parent or guardian fields; answered “Yes, I am” or “No, someone else is”">
            Are you the patient’s parent or guardian?
          </Translate>
        }
        options={guardianOptions}
      />
      {!senderIsGuardian && (
        <TextField
          form={form}
          name="guardianName"
          label={translate({
            id: 'contactForm.guardianName.label',
            message: 'Parent’s or guardian’s name',
            description: 'Label of the parent or guardian name field',
          })}
          type="text"
          autoComplete="off"
          maxLength={80}
          required
        />
      )}
      <SelectField
        form={form}
        name="guardianRelationship"
        label={
          senderIsGuardian
            ? translate({
                id: 'contactForm.guardianRelationship.labelForSender',
                message: 'Your relationship to the patient',
                description:
                  'Label of the relationship select when the sender is the child patient’s parent or guardian',
              })
            : translate({
                id: 'contactForm.guardianRelationship.label',
                message: 'Their relationship to the patient',
                description:
                  'Label of the select for how the parent or guardian is related to the patient',
              })
        }
        placeholder={translate({
          id: 'contactForm.guardianRelationship.placeholder',
          message: 'Choose',
          description: 'First, empty option of the guardian relationship select',
        })}
        options={guardianRelationships}
        required
      />
    </fieldset>
  );
}
