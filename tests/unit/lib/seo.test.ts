import {branches, getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  conditionJsonLd,
  dentistJsonLd,
  serializeJsonLd,
  treatmentJsonLd,
} from '@site/src/lib/seo';

describe('JSON-LD builders', () => {
  it('joins URLs without doubling slashes', () => {
    expect(absoluteUrl('https://x.example/', '/a')).toBe('https://x.example/a');
    expect(absoluteUrl('https://x.example', 'a')).toBe('https://x.example/a');
  });

  it('describes a branch as a Dentist with address, geo, hours and parent', () => {
    const branch = getBranch('kondapur');
    const ld = dentistJsonLd(clinic, branch) as Record<string, any>;
    expect(ld['@type']).toBe('Dentist');
    expect(ld.telephone).toBe(branch.phone);
    expect(ld.address.postalCode).toBe(branch.address.postalCode);
    expect(ld.geo.latitude).toBe(branch.geo.latitude);
    // Kondapur has two sessions Monday to Saturday and one on Sunday.
    expect(ld.openingHoursSpecification).toHaveLength(13);
    expect(ld.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '10:00',
      closes: '14:00',
    });
    expect(ld.parentOrganization['@id']).toBe(`${clinic.url}/#organization`);
  });

  it('describes a treatment with its prices in INR and where it is offered', () => {
    const t = getTreatment('root-canal');
    const ld = treatmentJsonLd(clinic, t, branches) as Record<string, any>;
    expect(ld['@type']).toBe('MedicalProcedure');
    expect(ld.offers).toHaveLength(t.pricing!.lines.length);
    expect(ld.offers[0].priceSpecification).toMatchObject({
      priceCurrency: 'INR',
      minPrice: 4000,
      maxPrice: 6000,
    });
    expect(ld.availableAt).toHaveLength(3);
  });

  it('describes an information page as a WebPage', () => {
    const ld = treatmentJsonLd(clinic, getTreatment('accreditations'), branches);
    expect(ld['@type']).toBe('WebPage');
  });

  it('describes a problem with its possible treatments', () => {
    const p = getProblem('tooth-pain');
    const ld = conditionJsonLd(clinic, p, p.treatments.map(getTreatment)) as Record<string, any>;
    expect(ld['@type']).toBe('MedicalCondition');
    expect(ld.possibleTreatment).toHaveLength(p.treatments.length);
  });

  it('numbers breadcrumb items from 1', () => {
    const ld = breadcrumbJsonLd(clinic.url, [
      {name: 'Home', route: '/'},
      {name: 'Root canal', route: '/services/root-canal-hyderabad'},
    ]) as Record<string, any>;
    expect(ld.itemListElement.map((i: {position: number}) => i.position)).toEqual([1, 2]);
    expect(ld.itemListElement[1].item).toBe(`${clinic.url}/services/root-canal-hyderabad`);
  });

  it('escapes "<" so the JSON cannot close its script tag', () => {
    expect(serializeJsonLd({name: '</script><script>alert(1)</script>'})).not.toContain(
      '</script>',
    );
  });
});
