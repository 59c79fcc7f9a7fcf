import {activeOffers, offers} from '@site/src/data/offers';
import {treatments} from '@site/src/data/treatments';

const treatmentIds = new Set(treatments.map((t) => t.id));
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

describe('offers', () => {
  it('have unique ids', () => {
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  });

  describe.each(offers.map((o) => [o.id, o] as const))('%s', (_id, offer) => {
    it('runs between two real dates, in order', () => {
      expect(offer.validFrom).toMatch(isoDate);
      expect(offer.validUntil).toMatch(isoDate);
      expect(offer.validFrom <= offer.validUntil).toBe(true);
    });

    it('has a price, what it includes, terms and existing treatments', () => {
      expect(offer.price).toBeGreaterThan(0);
      expect(Number.isInteger(offer.price)).toBe(true);
      expect(offer.includes.length).toBeGreaterThan(0);
      expect(offer.terms.length).toBeGreaterThan(0);
      offer.treatments.forEach((t) => expect(treatmentIds).toContain(t));
    });

    it('keeps to the advertising code', () => {
      const text = [offer.title, offer.summary, ...offer.includes, ...offer.terms].join(' ');
      expect(text).not.toMatch(
        /\b(free|best|guaranteed?|hurry|last chance|limited seats|save|discount|painless)\b/i,
      );
    });
  });

  it('shows only the offers running on a day, soonest ending first, and none once all have ended', () => {
    const sample = [
      {...offers[0], id: 'a', validFrom: '2026-01-01', validUntil: '2026-03-31'},
      {...offers[0], id: 'b', validFrom: '2026-02-01', validUntil: '2026-02-28'},
      {...offers[0], id: 'c', validFrom: '2026-04-01', validUntil: '2026-04-30'},
    ];
    expect(activeOffers('2026-02-15', sample).map((o) => o.id)).toEqual(['b', 'a']);
    expect(activeOffers('2026-03-31', sample).map((o) => o.id)).toEqual(['a']);
    expect(activeOffers('2026-04-01', sample).map((o) => o.id)).toEqual(['c']);
    expect(activeOffers('2026-05-01', sample)).toEqual([]);
  });
});
