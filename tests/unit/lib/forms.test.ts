import {clearDraft, readDraft, writeDraft} from '@site/src/lib/storage';
import {failureMessages, sendJson} from '@site/src/lib/send';
import {
  isEmail,
  normaliseIndianMobile,
  normaliseInternational,
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
});

describe('drafts in session storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes, reads and clears a draft', () => {
    expect(writeDraft('draft:test', {name: 'Asha'})).toBe(true);
    expect(readDraft('draft:test')).toEqual({name: 'Asha'});
    clearDraft('draft:test');
    expect(readDraft('draft:test')).toBeNull();
  });

  it('degrades quietly when storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(writeDraft('draft:test', {a: 1})).toBe(false);
    expect(readDraft('draft:test')).toBeNull();
    expect(() => clearDraft('draft:test')).not.toThrow();
  });

  it('ignores a draft that is not valid JSON', () => {
    sessionStorage.setItem('draft:bad', '{oops');
    expect(readDraft('draft:bad')).toBeNull();
  });
});

describe('sendJson', () => {
  const ok = (status: number) =>
    jest.fn().mockResolvedValue({ok: status >= 200 && status < 300, status});

  it('fails clearly when no endpoint is configured, without calling fetch', async () => {
    const fetchImpl = jest.fn();
    await expect(sendJson(undefined, {}, {fetchImpl})).resolves.toEqual({
      status: 'failed',
      reason: 'no-endpoint',
      message: failureMessages['no-endpoint'],
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts JSON and reports success on a 2xx answer', async () => {
    const fetchImpl = ok(201);
    await expect(sendJson('https://forms.example/x', {name: 'Asha'}, {fetchImpl})).resolves.toEqual(
      {status: 'sent'},
    );
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://forms.example/x');
    expect(init).toMatchObject({method: 'POST', body: '{"name":"Asha"}'});
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('reports a rejected send on a non-2xx answer', async () => {
    await expect(
      sendJson('https://forms.example/x', {}, {fetchImpl: ok(500)}),
    ).resolves.toMatchObject({status: 'failed', reason: 'rejected'});
  });

  it('reports a network error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendJson('https://forms.example/x', {}, {fetchImpl})).resolves.toMatchObject({
      status: 'failed',
      reason: 'network',
    });
  });

  it('gives up after the time-out', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(
      sendJson(
        'https://forms.example/x',
        {},
        {fetchImpl: fetchImpl as unknown as typeof fetch, timeoutMs: 10},
      ),
    ).resolves.toMatchObject({
      status: 'failed',
      reason: 'timeout',
    });
  });
});
