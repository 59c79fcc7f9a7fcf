import Translate, {translate} from '@docusaurus/Translate';
import CheckField from './CheckField';
import TextField from './TextField';
import type {BookingForm} from './useBookingForm';

/** The sender's name, mobile and e-mail: the person the clinic calls back. */
export default function ContactDetails({form}: {form: BookingForm}) {
  const forSomeoneElse = form.values.appointmentFor === 'someone-else';
  return (
    <>
      <TextField
        form={form}
        name="name"
        label={translate({
          id: 'contactForm.name.label',
          message: 'Your name',
          description: 'Label of the name field of the person sending the request',
        })}
        hint={
          forSomeoneElse
            ? translate({
                id: 'contactForm.name.hintForSomeoneElse',
                message: 'You are our contact: we will call or message you about the appointment.',
                description: 'Hint under the name field when booking for someone else',
              })
            : undefined
        }
        type="text"
        autoComplete="name"
        maxLength={80}
        required
      />
      <TextField
        form={form}
        name="mobile"
        label={translate({
          id: 'contactForm.mobile.label',
          message: 'Mobile number',
          description: 'Label of the mobile number field',
        })}
        hint={
          form.values.abroad
            ? translate({
                id: 'contactForm.mobile.hintAbroad',
                message: 'With your country code, for example +971 50 123 4567.',
                description: 'Hint under the mobile field when the person lives outside India',
              })
            : translate({
                id: 'contactForm.mobile.hintIndia',
                message: 'A 10-digit Indian mobile, for example 98765 43210.',
                description: 'Hint under the mobile field for an Indian number',
              })
        }
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        required
      />
      <CheckField
        form={form}
        name="abroad"
        label={
          <Translate
            id="contactForm.abroad.label"
            description="Checkbox label: the person lives abroad and gives a foreign number">
            I live outside India (use an international number)
          </Translate>
        }
      />
      <TextField
        form={form}
        name="email"
        label={translate({
          id: 'contactForm.email.label',
          message: 'E-mail (optional)',
          description: 'Label of the optional e-mail field',
        })}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={120}
      />
    </>
  );
}
