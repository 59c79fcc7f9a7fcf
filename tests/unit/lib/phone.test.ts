import {
  formatPhone,
  isIndianMobile,
  isIndianPhone,
  telHref,
  whatsappHref,
} from '@site/src/lib/phone';

describe('phone helpers', () => {
  it('recognises Indian mobiles and Hyderabad landlines', () => {
    expect(isIndianMobile('+919876543210')).toBe(true);
    expect(isIndianMobile('+915876543210')).toBe(false);
    expect(isIndianMobile('+91987654321')).toBe(false);
    expect(isIndianPhone('+914040000101')).toBe(true);
    expect(isIndianPhone('+91404000010')).toBe(false);
    expect(isIndianPhone('04040000101')).toBe(false);
  });

  it('formats numbers the way people write them', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+914040000101')).toBe('+91 40 4000 0101');
    expect(formatPhone('+447700900123')).toBe('+447700900123');
  });

  it('builds tel: and wa.me links, encoding the message', () => {
    expect(telHref('+919876543210')).toBe('tel:+919876543210');
    expect(whatsappHref('+919876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappHref('+919876543210', 'Root canal & crown?')).toBe(
      'https://wa.me/919876543210?text=Root%20canal%20%26%20crown%3F',
    );
  });
});
