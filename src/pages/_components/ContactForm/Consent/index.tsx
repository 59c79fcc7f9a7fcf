import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {clinic} from '@site/src/data/clinic';
import {privacy} from '@site/src/data/privacy';
import CheckField from '../CheckField';
import {FieldError} from '../Field';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/** The consent tick box, what it allows and what it does not, and its error. */
export default function Consent({form}: {form: BookingForm}) {
  const noticeId = `${form.id}-notice`;
  const error = form.errors.consent;
  return (
    <div className={styles.consent}>
      <CheckField
        form={form}
        name="consent"
        invalid={form.invalid('consent')}
        describedBy={[noticeId, error ? form.errorId('consent') : ''].filter(Boolean).join(' ')}
        label={
          <Translate
            id="contactForm.consent.label"
            description="Consent checkbox label; {clinic} is the clinic name"
            values={{clinic: clinic.name}}>
            {
              'I agree that {clinic} may use these details to contact me by phone, SMS, WhatsApp or e-mail about this appointment request, and to remind me of the appointment if one is booked.'
            }
          </Translate>
        }
      />
      <div id={noticeId} className={styles.notice}>
        <p>
          <Translate
            id="contactForm.consent.retention"
            description="Note under the consent checkbox; {months} is how many months the request is kept"
            values={{months: privacy.enquiryRetentionMonths}}>
            {
              'That is all the tick allows: no offers, no newsletters. We keep the request for {months} months after your last message, as the law requires, and then delete it. Records of any treatment are kept because your care needs them, for the period our records policy sets, not because of this tick.'
            }
          </Translate>
        </p>
        <p>
          <Translate
            id="contactForm.consent.ageAndRights"
            description="Note under the consent checkbox; {age} is the age of adulthood (18), {withdrawLink} and {privacyLink} are links"
            values={{
              age: privacy.adultAge,
              withdrawLink: (
                <Link to="/privacy-policy#withdraw-your-consent">
                  <Translate
                    id="contactForm.consent.withdrawLink"
                    description="Link text to how to withdraw consent, inside the note under the consent checkbox">
                    withdraw your consent
                  </Translate>
                </Link>
              ),
              privacyLink: (
                <Link to="/privacy-policy">
                  <Translate
                    id="contactForm.consent.privacyLink"
                    description="Link text to the privacy policy, inside the note under the consent checkbox">
                    privacy policy
                  </Translate>
                </Link>
              ),
            }}>
            {
              'Please send this form only if you are {age} or over; if you book for someone else, let them know. You can {withdrawLink} at any time with one message. How we handle your details: the {privacyLink}.'
            }
          </Translate>
        </p>
      </div>
      {error && <FieldError id={form.errorId('consent')}>{error}</FieldError>}
    </div>
  );
}
