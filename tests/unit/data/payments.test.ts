import {claimDocuments, emi, paymentMethods, stagedPayments} from '@site/src/data/payments';
import {treatments} from '@site/src/data/treatments';

const treatmentIds = new Set(treatments.map((t) => t.id));

describe('payments', () => {
  it('lists payment methods, EMI terms and claim papers', () => {
    expect(paymentMethods.map((m) => m.id)).toEqual(
      expect.arrayContaining(['upi', 'cards', 'cash', 'abroad']),
    );
    expect(emi.minimumAmount).toBeGreaterThan(0);
    expect(emi.noCostTenures.every((m) => emi.tenures.includes(m))).toBe(true);
    expect(emi.typicalRate.from).toBeLessThan(emi.typicalRate.to);
    expect(emi.documents.length).toBeGreaterThan(0);
    expect(claimDocuments.length).toBeGreaterThan(0);
  });

  it.each(stagedPayments.map((s) => [s.treatment, s] as const))(
    'stages for %s add up to 100 per cent of an existing treatment',
    (_id, s) => {
      expect(treatmentIds).toContain(s.treatment);
      expect(s.stages.reduce((sum, stage) => sum + stage.share, 0)).toBe(100);
    },
  );
});
