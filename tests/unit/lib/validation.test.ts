import {
  isEmail,
  normaliseIndianMobile,
  normaliseInternational,
  parseAge,
  remainingErrors,
  validate,
  type FieldRule,
} from '@site/src/lib/validation';

describe('normaliseIndianMobile', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
  ])('accepts %s', (input, expected) => expect(normaliseIndianMobile(input)).toBe(expected));

  it.each(['58765 43210', '98765 4321', '+44 20 7946 0958', '9876543210 1', 'abcdefghij', ''])(
    'rejects %s',
    (input) => expect(normaliseIndianMobile(input)).toBeNull(),
  );
});

describe('normaliseInternational', () => {
  it('accepts E.164 numbers and rejects the rest', () => {
    expect(normaliseInternational('+971 50 123 4567')).toBe('+971501234567');
    expect(normaliseInternational('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normaliseInternational('971501234567')).toBeNull();
    expect(normaliseInternational('+0123456789')).toBeNull();
    expect(normaliseInternational('+1234567890123456')).toBeNull();
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects broken ones', () => {
    expect(isEmail('priya@example.co.in')).toBe(true);
    expect(isEmail(' name@example.com ')).toBe(true);
    expect(isEmail('name@example')).toBe(false);
    expect(isEmail('name example.com')).toBe(false);
  });
});

describe('parseAge', () => {
  it('accepts whole years from 0 to 120', () => {
    expect(parseAge('0')).toBe(0);
    expect(parseAge(' 7 ')).toBe(7);
    expect(parseAge('120')).toBe(120);
  });

  it.each(['', '-1', '121', '7.5', 'seven', '1e2', '0x10'])('rejects %p', (input) =>
    expect(parseAge(input)).toBeNull(),
  );
});

describe('validate', () => {
  const rules: Record<string, FieldRule> = {
    name: {label: 'Name', required: true, maxLength: 80},
    mobile: {label: 'Mobile number', required: true, kind: 'mobile'},
    email: {label: 'E-mail', kind: 'email'},
    date: {label: 'Preferred date', kind: 'date'},
    message: {label: 'Message', maxLength: 20},
    consent: {label: 'The consent box', required: true},
  };
  const today = '2026-11-22';
  const good = {
    name: 'Asha',
    mobile: '98765 43210',
    email: '',
    date: '2026-11-22',
    message: 'Sore gum',
    consent: true,
  };

  it('passes a complete, correct form, with optional fields empty', () => {
    expect(validate(good, rules, {today})).toEqual({});
  });

  it('says what is missing or wrong, field by field', () => {
    const errors = validate(
      {
        ...good,
        name: '  ',
        mobile: '12345',
        email: 'asha@',
        date: '2026-11-21',
        message: 'x'.repeat(21),
        consent: false,
      },
      rules,
      {today},
    );
    expect(errors).toEqual({
      name: 'Please enter your name.',
      mobile:
        'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.',
      email: 'Enter an e-mail address like name@example.com, or leave it empty.',
      date: 'Choose today or a later date.',
      message: 'Message can be at most 20 characters (you have 21).',
      consent: 'Please tick the consent box.',
    });
  });

  it('accepts an international number only when the visitor says they are abroad', () => {
    const values = {...good, mobile: '+971 50 123 4567'};
    expect(validate(values, rules, {today}).mobile).toMatch(/10-digit Indian mobile/);
    expect(validate(values, rules, {today, abroad: true})).toEqual({});
    expect(validate({...good, mobile: '0501234567'}, rules, {today, abroad: true}).mobile).toMatch(
      /country code/,
    );
  });

  it('rejects a date that is not a date', () => {
    expect(validate({...good, date: '22/11/2026'}, rules, {today}).date).toBe(
      'Choose a date from the calendar.',
    );
  });

  it('checks an age in years, and a required field can say what it needs in its own words', () => {
    const ageRules: Record<string, FieldRule> = {
      age: {
        label: 'Patient’s age',
        required: true,
        kind: 'age',
        requiredMessage: 'Please enter the patient’s age.',
      },
    };
    expect(validate({age: ''}, ageRules, {today})).toEqual({
      age: 'Please enter the patient’s age.',
    });
    expect(validate({age: '130'}, ageRules, {today}).age).toBe(
      'Enter the age in whole years, a number from 0 to 120 (0 for a baby under one).',
    );
    expect(validate({age: '0'}, ageRules, {today})).toEqual({});
    expect(validate({age: '42'}, ageRules, {today})).toEqual({});
  });
});

describe('validate: consent and choices', () => {
  const today = '2026-11-22';

  it('says in its own words why a required box must be ticked', () => {
    const rules: Record<string, FieldRule> = {
      consent: {
        label: 'The consent box',
        required: true,
        requiredMessage: 'Please tick the consent box to let us contact you.',
      },
    };
    expect(validate({consent: false}, rules, {today})).toEqual({
      consent: 'Please tick the consent box to let us contact you.',
    });
    expect(validate({consent: true}, rules, {today})).toEqual({});
  });

  it('accepts only the listed choices, and asks for one when required', () => {
    const rules: Record<string, FieldRule> = {
      relationship: {
        label: 'Relationship to the patient',
        required: true,
        oneOf: ['mother', 'father', 'legal-guardian'],
        requiredMessage: 'Please choose how you are related.',
      },
    };
    expect(validate({relationship: 'father'}, rules, {today})).toEqual({});
    expect(validate({relationship: ''}, rules, {today})).toEqual({
      relationship: 'Please choose how you are related.',
    });
    expect(validate({relationship: 'neighbour'}, rules, {today})).toEqual({
      relationship: 'Relationship to the patient: please choose one of the options.',
    });
  });
});

describe('remainingErrors', () => {
  it('drops a flagged field once it is right and never adds a field not yet flagged', () => {
    const shown = {name: 'Please enter your name.', mobile: 'Please enter your mobile number.'};
    expect(
      remainingErrors(shown, {mobile: 'Enter a 10-digit Indian mobile number.', email: 'Wrong.'}),
    ).toEqual({mobile: 'Enter a 10-digit Indian mobile number.'});
    expect(remainingErrors(shown, {})).toEqual({});
    expect(remainingErrors({}, {name: 'Please enter your name.'})).toEqual({});
  });
});
