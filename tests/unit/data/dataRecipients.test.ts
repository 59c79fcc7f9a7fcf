import fs from 'node:fs';
import path from 'node:path';
import {dataRecipients, recipientGroups} from '@site/src/data/dataRecipients';
import {getPrivacyRequest, privacy, privacyRequests} from '@site/src/data/privacy';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('data recipients', () => {
  it('have unique ids, known groups, and every group has at least one', () => {
    const ids = dataRecipients.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = recipientGroups.map((g) => g.id);
    expect(dataRecipients.filter((r) => !groups.includes(r.group))).toEqual([]);
    expect(groups.filter((g) => !dataRecipients.some((r) => r.group === g))).toEqual([]);
  });

  it('say what each receives and when', () => {
    for (const r of dataRecipients) {
      expect(r.name.length).toBeGreaterThan(3);
      expect(r.receives.length).toBeGreaterThan(10);
      expect(r.when.length).toBeGreaterThan(10);
    }
  });

  it('name what the site and the clinic really use', () => {
    expect(dataRecipients.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'web-host',
        'form-service',
        'openstreetmap',
        'directions',
        'whatsapp',
        'reminders',
        'payment-links',
        'lenders',
        'authorities',
      ]),
    );
  });

  it('link only to pages that exist', () => {
    for (const {more} of dataRecipients) {
      if (!more) continue;
      const base = path.join(root, 'src', 'pages', more.to);
      expect([`${base}.tsx`, `${base}.mdx`].some((file) => fs.existsSync(file))).toBe(true);
    }
  });

  it('agree with the notice and the financing page: the lender, not the clinic, does the KYC', () => {
    const noAadhaarKept = /does not ask for[^.]*(copy|keep)[^.]*Aadhaar/;
    const lenders = dataRecipients.find((r) => r.id === 'lenders')!;
    expect(lenders.note).toMatch(noAadhaarKept);
    expect(read('src/pages/privacy-policy.mdx')).toMatch(/do not copy or keep your Aadhaar/);
    const financing = read('src/pages/pricing/financing.mdx');
    expect(financing).toMatch(noAadhaarKept);
    expect(financing).toMatch(/The lender does the KYC/);
  });
});

describe('privacy promises', () => {
  it('keep personal data and logs at least the one year the DPDP Rules require', () => {
    expect(privacy.enquiryRetentionMonths).toBeGreaterThanOrEqual(12);
    expect(privacy.processingLogMonths).toBeGreaterThanOrEqual(12);
    expect(privacy.requestReplyDays).toBeLessThanOrEqual(privacy.grievanceLimitDays);
    expect(privacy.noticeUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacy.board.url).toMatch(/^https:\/\//);
  });

  it('offer a written request for each right, withdrawal included', () => {
    const ids = privacyRequests.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getPrivacyRequest('withdraw-consent').message).toMatch(/withdraw my consent/);
    for (const r of privacyRequests) {
      expect(r.subject).toMatch(/^Privacy/);
      expect(r.message).toContain('My mobile number:');
    }
  });
});
