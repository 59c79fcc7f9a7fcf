import {clinic} from '@site/src/data/clinic';
import {groupIndian} from '@site/src/lib/indianDigits';
import {isIndianMobile} from '@site/src/lib/phone';

describe('clinic identity', () => {
  it('has the title line the clinic asked for', () => {
    expect(clinic.siteTitle).toMatch(/trusted dental clinic/i);
    expect(clinic.siteTitle).toMatch(/park/i);
    expect(clinic.siteTitle).toMatch(/10,000/);
    expect(clinic.siteTitle).toContain(`over ${groupIndian(clinic.smilesTransformed)} smiles`);
  });

  it('has a valid site URL without a trailing slash', () => {
    expect(() => new URL(clinic.url)).not.toThrow();
    expect(clinic.url.endsWith('/')).toBe(false);
  });

  it('has a valid e-mail and an Indian mobile for emergencies', () => {
    expect(clinic.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(isIndianMobile(clinic.emergencyPhone)).toBe(true);
  });

  it('keeps the description within what search engines show', () => {
    expect(clinic.description.length).toBeGreaterThan(80);
    expect(clinic.description.length).toBeLessThanOrEqual(200);
  });

  it('makes no superlative or guarantee claims', () => {
    const text = JSON.stringify(clinic);
    expect(text).not.toMatch(/\b(best|no\.? ?1|guarantee[ds]?|painless|100%)\b/i);
  });
});
