/**
 * Form validation shared by the contact form, the smile assessment and any
 * later form: pure functions that return a message per field, in plain words.
 */
import {translate} from '@docusaurus/Translate';

/** "98765 43210", "+91-98765-43210", "098765 43210" → "+919876543210"; anything else → null. */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/** An international number in E.164 form: "+", a country code, up to 15 digits in all. */
export function normaliseInternational(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

export function isEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(input.trim());
}

/** Ages are whole years in this range (0 for a baby under one). */
export const ageRange = {min: 0, max: 120} as const;

/** "7", " 42 " → 7, 42; "7.5", "-1", "121", "seven" → null. */
export function parseAge(input: string): number | null {
  const value = input.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const age = Number(value);
  return age >= ageRange.min && age <= ageRange.max ? age : null;
}

export interface FieldRule {
  /** The field's label as the visitor sees it (already translated). */
  label: string;
  required?: boolean;
  maxLength?: number;
  /** `age`: whole years from 0 to 120. */
  kind?: 'text' | 'mobile' | 'email' | 'date' | 'age';
  /**
   * What to say when a required field is empty (or a required box is not
   * ticked), if "Please enter your <label>." ("Please tick <label>.") does not fit.
   */
  requiredMessage?: string;
  /** The only values a choice accepts (the ids of a select's options). */
  oneOf?: readonly string[];
}

export type Values = Record<string, string | boolean>;
export type Errors = Record<string, string>;

export interface ValidateOptions {
  /** Today's date, "YYYY-MM-DD", for "not in the past". */
  today: string;
  /** The visitor lives outside India: accept an international number. */
  abroad?: boolean;
}

/** Checks every field against its rule; returns only the fields with a problem. */
export function validate(
  values: Values,
  rules: Record<string, FieldRule>,
  options: ValidateOptions,
): Errors {
  const errors: Errors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const raw = values[name];
    if (rule.kind === undefined && typeof raw === 'boolean') {
      if (rule.required && !raw) {
        errors[name] =
          rule.requiredMessage ??
          translate(
            {
              id: 'validation.required.tick',
              message: 'Please tick {field}.',
              description:
                'Error under a required tick box left unticked; {field} is the box’s label in lower case, e.g. “the consent box”',
            },
            {field: rule.label.toLowerCase()},
          );
      }
      continue;
    }
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      if (rule.required) {
        errors[name] =
          rule.requiredMessage ??
          translate(
            {
              id: 'validation.required.enter',
              message: 'Please enter your {field}.',
              description:
                'Error under a required form field left empty; {field} is the field’s label in lower case, e.g. “name” or “mobile number”',
            },
            {field: rule.label.toLowerCase()},
          );
      }
      continue;
    }
    if (rule.maxLength && value.length > rule.maxLength) {
      errors[name] = translate(
        {
          id: 'validation.tooLong',
          message: '{field} can be at most {max} characters (you have {count}).',
          description:
            'Error under a form field with too much text; {field} is the field’s label, {max} the most characters allowed, {count} how many the visitor typed',
        },
        {field: rule.label, max: rule.maxLength, count: value.length},
      );
      continue;
    }
    if (rule.oneOf && !rule.oneOf.includes(value)) {
      errors[name] = translate(
        {
          id: 'validation.choice.notAnOption',
          message: '{field}: please choose one of the options.',
          description:
            'Error under a select whose value is not one of its options; {field} is the field’s label',
        },
        {field: rule.label},
      );
    } else if (rule.kind === 'mobile') {
      const ok = options.abroad
        ? (normaliseInternational(value) ?? normaliseIndianMobile(value))
        : normaliseIndianMobile(value);
      if (!ok) {
        errors[name] = options.abroad
          ? translate({
              id: 'validation.phone.invalidInternational',
              message:
                'Enter the number with its country code, starting with +, for example +971 50 123 4567.',
              description:
                'Error under the mobile number field when the visitor lives abroad and the number is not in international form; keep the example number as it is',
            })
          : translate({
              id: 'validation.phone.invalidIndian',
              message:
                'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.',
              description:
                'Error under the mobile number field when the number is not a valid Indian mobile number; keep the example number as it is',
            });
      }
    } else if (rule.kind === 'email' && !isEmail(value)) {
      errors[name] = translate({
        id: 'validation.email.invalid',
        message: 'Enter an e-mail address like name@example.com, or leave it empty.',
        description:
          'Error under the optional e-mail field when the address is not valid; keep name@example.com as it is',
      });
    } else if (rule.kind === 'age' && parseAge(value) === null) {
      errors[name] = translate(
        {
          id: 'validation.age.invalid',
          message:
            'Enter the age in whole years, a number from {min} to {max} ({min} for a baby under one).',
          description:
            'Error under an age field when the value is not a whole number of years in range; {min} is the lowest age (0), {max} the highest (120)',
        },
        {min: ageRange.min, max: ageRange.max},
      );
    } else if (rule.kind === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
        errors[name] = translate({
          id: 'validation.date.invalid',
          message: 'Choose a date from the calendar.',
          description: 'Error under a date field when the value is not a date',
        });
      } else if (value < options.today) {
        errors[name] = translate({
          id: 'validation.date.past',
          message: 'Choose today or a later date.',
          description: 'Error under the preferred date field when the date is in the past',
        });
      }
    }
  }
  return errors;
}

/**
 * The errors still to show after the visitor changes something: a field that
 * was flagged keeps an error only while it is still wrong (with the message
 * for what it holds now); fields not yet flagged are left alone until the
 * next submit, so nobody is scolded while still typing.
 */
export function remainingErrors(shown: Errors, now: Errors): Errors {
  return Object.fromEntries(
    Object.keys(shown)
      .filter((name) => now[name] !== undefined)
      .map((name) => [name, now[name]]),
  );
}
