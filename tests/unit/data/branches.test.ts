import {
  branches,
  coversAllBranches,
  getBranch,
  weekdays,
  facilityLabels,
} from '@site/src/data/branches';
import {isTime, toMinutes} from '@site/src/lib/hours';
import {isIndianMobile, isIndianPhone} from '@site/src/lib/phone';

describe('branches', () => {
  // The three the site launched with stay (their pages are published); editors add more.
  it('has at least the three launch branches, with unique ids and routes', () => {
    expect(branches.map((b) => b.id)).toEqual(
      expect.arrayContaining(['banjara-hills', 'jubilee-hills', 'kondapur']),
    );
    expect(new Set(branches.map((b) => b.id)).size).toBe(branches.length);
    expect(new Set(branches.map((b) => b.route)).size).toBe(branches.length);
    expect(branches.filter((b) => b.flagship)).toHaveLength(1);
  });

  describe.each(branches.map((b) => [b.name, b] as const))('%s', (_name, branch) => {
    it('has a route of the form /dental-clinic-<area>', () => {
      expect(branch.route).toMatch(/^\/dental-clinic-[a-z-]+$/);
    });

    it('has valid Indian phone numbers, WhatsApp on a mobile', () => {
      expect(isIndianPhone(branch.phone)).toBe(true);
      expect(isIndianMobile(branch.whatsapp)).toBe(true);
    });

    it('lists its rooms and known facilities, each once', () => {
      expect(Number.isInteger(branch.treatmentRooms) && branch.treatmentRooms > 0).toBe(true);
      expect(new Set(branch.facilities).size).toBe(branch.facilities.length);
      expect(branch.facilities.filter((f) => !(f in facilityLabels))).toEqual([]);
    });

    it('has a Hyderabad address with a six-digit PIN code', () => {
      expect(branch.address.city).toBe('Hyderabad');
      expect(branch.address.state).toBe('Telangana');
      expect(branch.address.postalCode).toMatch(/^500\d{3}$/);
      expect(branch.address.street.length).toBeGreaterThan(5);
    });

    it('has well-formed hours for every weekday, sessions in order and not overlapping', () => {
      expect(Object.keys(branch.hours).sort()).toEqual([...weekdays].sort());
      for (const day of weekdays) {
        let lastClose = -1;
        for (const session of branch.hours[day]) {
          expect(isTime(session.open)).toBe(true);
          expect(isTime(session.close)).toBe(true);
          expect(toMinutes(session.open)).toBeLessThan(toMinutes(session.close));
          expect(toMinutes(session.open)).toBeGreaterThan(lastClose);
          lastClose = toMinutes(session.close);
        }
      }
      const openDays = weekdays.filter((d) => branch.hours[d].length > 0);
      expect(openDays.length).toBeGreaterThanOrEqual(5);
    });

    it('has coordinates inside Hyderabad', () => {
      expect(branch.geo.latitude).toBeGreaterThan(17.2);
      expect(branch.geo.latitude).toBeLessThan(17.6);
      expect(branch.geo.longitude).toBeGreaterThan(78.2);
      expect(branch.geo.longitude).toBeLessThan(78.7);
    });

    it('describes parking, step-free access and landmarks', () => {
      expect(branch.parking.length).toBeGreaterThan(20);
      expect(branch.access).toMatch(/step-free|level entrance|ramp/i);
      expect(branch.landmarks.length).toBeGreaterThanOrEqual(2);
    });

    it('has page text about the branch and ways to get there, with no hours or phones typed into it', () => {
      expect(branch.about.join(' ').split(/\s+/).length).toBeGreaterThan(80);
      expect(branch.gettingThere.length).toBeGreaterThanOrEqual(3);
      for (const text of [...branch.about, ...branch.gettingThere]) {
        expect(text).not.toMatch(/\b\d{1,2}(:\d\d)?\s?(am|pm)\b|\+91|\b\d{10}\b/i);
      }
    });
  });

  it('finds a branch by id and fails clearly for an unknown id', () => {
    expect(getBranch('kondapur').name).toBe('Kondapur');
    expect(() => getBranch('secunderabad')).toThrow(/Unknown branch id "secunderabad"/);
  });

  it('knows when a list of branches names every branch', () => {
    expect(coversAllBranches(branches.map((b) => b.id))).toBe(true);
    expect(coversAllBranches(['banjara-hills', 'kondapur'])).toBe(false);
  });
});
