import {branches, getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  conditionJsonLd,
  dentistJsonLd,
  openingHoursSpecification,
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
    const hours = openingHoursSpecification(branch);
    // One entry per session: Kondapur has two on some days.
    expect(hours).toHaveLength(Object.values(branch.hours).flat().length);
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '10:00',
      closes: '14:00',
    });
    expect(hours[12]).toMatchObject({dayOfWeek: 'https://schema.org/Sunday'});
    expect(dentistJsonLd(clinic, branch)).toMatchObject({
      '@type': 'Dentist',
      telephone: branch.phone,
      address: {postalCode: branch.address.postalCode},
      geo: {latitude: branch.geo.latitude},
      openingHoursSpecification: hours,
      parentOrganization: {'@id': `${clinic.url}/#organization`},
    });
  });

  it('describes a treatment with its prices in INR and where it is offered', () => {
    const t = getTreatment('root-canal');
    const ld = treatmentJsonLd(clinic, t, branches);
    expect(ld).toMatchObject({'@type': 'MedicalProcedure', followup: t.recovery});
    if (!('availableAt' in ld)) {
      throw new Error('A priced treatment should be a MedicalProcedure, not a WebPage');
    }
    expect(ld.offers).toHaveLength(t.pricing!.lines.length);
    expect(ld.offers?.[0]).toMatchObject({
      '@type': 'Offer',
      priceSpecification: {priceCurrency: 'INR', minPrice: 4000, maxPrice: 6000},
    });
    expect(ld.availableAt).toHaveLength(3);
  });

  it('describes an information page as a WebPage', () => {
    const ld = treatmentJsonLd(clinic, getTreatment('accreditations'), branches);
    expect(ld).toMatchObject({'@type': 'WebPage'});
    expect(ld).not.toHaveProperty('availableAt');
  });

  it('describes a problem with its possible treatments', () => {
    const p = getProblem('tooth-pain');
    const ld = conditionJsonLd(clinic, p, p.treatments.map(getTreatment));
    expect(ld['@type']).toBe('MedicalCondition');
    expect(ld.possibleTreatment).toHaveLength(p.treatments.length);
    expect(ld.possibleTreatment[0]).toEqual({
      '@type': getTreatment(p.treatments[0]).schemaType,
      name: getTreatment(p.treatments[0]).name,
      url: `${clinic.url}${getTreatment(p.treatments[0]).route}`,
    });
  });

  it('numbers breadcrumb items from 1', () => {
    const ld = breadcrumbJsonLd(clinic.url, [
      {name: 'Home', route: '/'},
      {name: 'Root canal', route: '/services/root-canal-hyderabad'},
    ]);
    expect(ld).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: `${clinic.url}/`},
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Root canal',
          item: `${clinic.url}/services/root-canal-hyderabad`,
        },
      ],
    });
  });

  it('escapes "<" so the JSON cannot close its script tag', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: '</script><script>alert(1)</script>',
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({name: '</script><script>alert(1)</script>'});
  });
});
