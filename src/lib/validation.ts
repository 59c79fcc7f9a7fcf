/**
 * Form validation shared by the contact form, the smile assessment and any
 * later form: pure functions that return a message per field, in plain words.
 */

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
        errors[name] = rule.requiredMessage ?? `Please tick ${rule.label.toLowerCase()}.`;
      }
      continue;
    }
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      if (rule.required) {
        errors[name] = rule.requiredMessage ?? `Please enter your ${rule.label.toLowerCase()}.`;
      }
      continue;
    }
    if (rule.maxLength && value.length > rule.maxLength) {
      errors[name] =
        `${rule.label} can be at most ${rule.maxLength} characters (you have ${value.length}).`;
      continue;
    }
    if (rule.oneOf && !rule.oneOf.includes(value)) {
      errors[name] = `${rule.label}: please choose one of the options.`;
    } else if (rule.kind === 'mobile') {
      const ok = options.abroad
        ? (normaliseInternational(value) ?? normaliseIndianMobile(value))
        : normaliseIndianMobile(value);
      if (!ok) {
        errors[name] = options.abroad
          ? 'Enter the number with its country code, starting with +, for example +971 50 123 4567.'
          : 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.';
      }
    } else if (rule.kind === 'email' && !isEmail(value)) {
      errors[name] = 'Enter an e-mail address like name@example.com, or leave it empty.';
    } else if (rule.kind === 'age' && parseAge(value) === null) {
      errors[name] =
        `Enter the age in whole years, a number from ${ageRange.min} to ${ageRange.max} (${ageRange.min} for a baby under one).`;
    } else if (rule.kind === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
        errors[name] = 'Choose a date from the calendar.';
      } else if (value < options.today) {
        errors[name] = 'Choose today or a later date.';
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
