import {getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {getDoctor} from '@site/src/data/doctors';
import {privacy} from '@site/src/data/privacy';
import {getTreatment} from '@site/src/data/treatments';
import {contactPayload} from '@site/src/lib/contactForm/payload';
import {requestMailtoHref} from '@site/src/lib/contactForm/requestMailto';
import {contactText} from '@site/src/lib/contactForm/requestText';
import {contactRules} from '@site/src/lib/contactForm/rules';
import {
  emptyContact,
  isForChild,
  isGuardianSender,
  preselection,
} from '@site/src/lib/contactForm/values';
import {validate} from '@site/src/lib/validation';

describe('contact form logic', () => {
  it('keeps only known ids from the query string', () => {
    expect(
      preselection('?branch=kondapur&treatment=root-canal', ['kondapur'], ['root-canal']),
    ).toEqual({branch: 'kondapur', reason: 'root-canal'});
    expect(preselection('?branch=mars&treatment=<script>', ['kondapur'], ['root-canal'])).toEqual(
      {},
    );
  });

  it('writes the request as text for WhatsApp and e-mail', () => {
    const text = contactText(
      {
        ...emptyContact,
        name: ' Asha ',
        mobile: '98765 43210',
        date: '2026-12-01',
        time: 'evening',
        message: 'Loose filling',
      },
      getBranch('kondapur'),
      getTreatment('fillings'),
    );
    expect(text).toBe(
      'Hello, I would like an appointment at the Kondapur branch.\nName: Asha\nMobile: 98765 43210\nAbout: Dental fillings\nPreferred date: 2026-12-01, evening (after 4 pm)\nMessage: Loose filling',
    );
  });

  it('writes a request for someone else with the patient and the sender as the contact', () => {
    const text = contactText(
      {
        ...emptyContact,
        appointmentFor: 'someone-else',
        patientName: ' Riya Rao ',
        patientAge: '7',
        name: 'Asha Rao',
        mobile: '98765 43210',
      },
      getBranch('kondapur'),
      undefined,
    );
    expect(text).toBe(
      'Hello, I would like an appointment for someone else at the Kondapur branch.\nPatient: Riya Rao, 7 years old\nMy name: Asha Rao\nMobile: 98765 43210',
    );
    expect(
      contactText(
        {...emptyContact, appointmentFor: 'someone-else', patientName: 'Baby Rao', patientAge: '0'},
        undefined,
        undefined,
      ),
    ).toContain('Patient: Baby Rao, under 1 year old');
  });

  it('sends the patient only when the appointment is for someone else', () => {
    const sentAt = new Date('2026-11-22T10:00:00Z');
    const forChild = contactPayload(
      {
        ...emptyContact,
        appointmentFor: 'someone-else',
        patientName: ' Riya ',
        patientAge: ' 7 ',
        name: 'Asha',
      },
      sentAt,
    );
    expect(forChild).toMatchObject({
      appointmentFor: 'someone-else',
      patientName: 'Riya',
      patientAge: 7,
      name: 'Asha',
    });
    // Typed for someone else, then switched back to "me": the patient is not sent.
    const forMe = contactPayload(
      {...emptyContact, patientName: 'Riya', patientAge: '7', name: 'Asha'},
      sentAt,
    );
    expect(forMe).toMatchObject({appointmentFor: 'me', patientName: '', patientAge: null});
  });

  it('counts a patient under 18 as a child, and only then asks for a parent or guardian', () => {
    const someoneElse = {...emptyContact, appointmentFor: 'someone-else' as const};
    expect(isForChild({...someoneElse, patientAge: '7'})).toBe(true);
    expect(isForChild({...someoneElse, patientAge: String(privacy.adultAge - 1)})).toBe(true);
    expect(isForChild({...someoneElse, patientAge: String(privacy.adultAge)})).toBe(false);
    expect(isForChild({...someoneElse, patientAge: 'seven'})).toBe(false);
    expect(isForChild({...emptyContact, patientAge: '7'})).toBe(false);
    // The sender is the guardian (the default): only how they are related is asked.
    expect(Object.keys(contactRules({...someoneElse, patientAge: '7'}))).toEqual(
      expect.arrayContaining(['guardian', 'guardianRelationship']),
    );
    expect(Object.keys(contactRules({...someoneElse, patientAge: '7'}))).not.toContain(
      'guardianName',
    );
    expect(
      Object.keys(contactRules({...someoneElse, patientAge: '7', guardian: 'someone-else'})),
    ).toEqual(expect.arrayContaining(['guardian', 'guardianName', 'guardianRelationship']));
    expect(Object.keys(contactRules({...someoneElse, patientAge: '42'}))).not.toContain(
      'guardianName',
    );
    expect(Object.keys(contactRules(emptyContact))).not.toContain('patientName');
  });

  it('sends the parent or guardian only for a child, and the date of the notice agreed to', () => {
    const sentAt = new Date('2026-11-22T10:00:00Z');
    const child = {
      ...emptyContact,
      appointmentFor: 'someone-else' as const,
      patientName: 'Riya',
      patientAge: '7',
      guardian: 'someone-else' as const,
      guardianName: ' Asha Rao ',
      guardianRelationship: 'mother',
      name: 'Ravi Rao',
      consent: true,
    };
    expect(contactPayload(child, sentAt)).toMatchObject({
      guardian: 'someone-else',
      guardianName: 'Asha Rao',
      guardianRelationship: 'mother',
      consent: true,
      noticeDate: privacy.noticeUpdated,
    });
    expect(contactText(child, undefined, undefined)).toContain(
      'Parent or guardian: Asha Rao (mother)',
    );
    // The age changed to an adult's: the guardian typed earlier is not sent.
    expect(contactPayload({...child, patientAge: '30'}, sentAt)).toMatchObject({
      guardian: '',
      guardianName: '',
      guardianRelationship: '',
    });
  });

  it('sends what was typed, trimmed, without the honeypot', () => {
    const payload = contactPayload(
      {...emptyContact, name: ' Asha ', website: 'spam'},
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(payload).toMatchObject({
      form: 'contact',
      sentAt: '2026-11-22T10:00:00.000Z',
      name: 'Asha',
    });
    expect(payload).not.toHaveProperty('website');
  });
  it('takes the sender as the guardian when they say so, without their name twice', () => {
    const child = {
      ...emptyContact,
      appointmentFor: 'someone-else' as const,
      patientName: 'Riya',
      patientAge: '7',
      guardian: 'me' as const,
      // Typed while "someone else" was chosen, then the sender said it is them.
      guardianName: 'Someone Typed',
      guardianRelationship: 'father',
      name: ' Ravi Rao ',
      mobile: '98765 43210',
    };
    expect(contactPayload(child, new Date('2026-11-22T10:00:00Z'))).toMatchObject({
      guardian: 'me',
      guardianName: 'Ravi Rao',
      guardianRelationship: 'father',
      name: 'Ravi Rao',
    });
    expect(contactText(child, getBranch('kondapur'), undefined)).toBe(
      'Hello, I would like an appointment for someone else at the Kondapur branch.\nPatient: Riya, 7 years old\nI am the patient’s father.\nMy name: Ravi Rao\nMobile: 98765 43210',
    );
    expect(isGuardianSender(child)).toBe(true);
    expect(isGuardianSender({...child, patientAge: '30'})).toBe(false);
    expect(isGuardianSender({...child, guardian: 'someone-else'})).toBe(false);
    expect(contactRules(child).guardianRelationship?.requiredMessage).toBe(
      'Please choose how you are related to the patient.',
    );
  });

  it('names the preferred dentist in the text and sends their id', () => {
    const values = {...emptyContact, name: 'Asha', mobile: '98765 43210', dentist: 'vikram-nair'};
    expect(contactText(values, getBranch('kondapur'), getTreatment('root-canal'))).toContain(
      `About: ${getTreatment('root-canal').name}\nPreferred dentist: ${getDoctor('vikram-nair').name}`,
    );
    expect(contactText({...values, dentist: ''}, undefined, undefined)).not.toContain(
      'Preferred dentist',
    );
    expect(contactPayload(values, new Date())).toMatchObject({dentist: 'vikram-nair'});
    expect(validate(values, contactRules(values), {today: '2026-11-22'})).not.toHaveProperty(
      'dentist',
    );
    expect(
      validate({...values, dentist: 'dr-nobody'}, contactRules(values), {today: '2026-11-22'}),
    ).toHaveProperty('dentist');
  });

  it('writes the e-mail to the clinic with the branch in the subject and the request as the body', () => {
    const href = requestMailtoHref(getBranch('kondapur'), 'Hello,\nName: Asha & co');
    expect(href).toBe(
      `mailto:${clinic.email}?subject=Appointment%20request%2C%20Kondapur%20branch&body=Hello%2C%0AName%3A%20Asha%20%26%20co`,
    );
  });
});
