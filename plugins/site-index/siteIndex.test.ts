import {buildSiteIndex, humanise, titleFromData} from '@site/plugins/site-index/siteIndex';

describe('site index', () => {
  it('takes titles from the data for pages without front matter', () => {
    expect(titleFromData('/')).toBe('Home');
    expect(titleFromData('/dental-clinic-kondapur')).toBe('Kondapur branch');
    expect(titleFromData('/services/root-canal-hyderabad')).toBe('Root canal treatment');
    expect(titleFromData('/nowhere')).toBeUndefined();
    expect(humanise('/services/WisdomToothRemoval')).toBe('Wisdom tooth removal');
  });

  it('groups pages by section, skips duplicates, unlisted routes and the editor guide, drops empty groups', () => {
    const groups = buildSiteIndex(
      [
        {route: '/'},
        {route: '/HomePage'},
        {route: '/services/root-canal-hyderabad', title: 'Root canal treatment in Hyderabad'},
        {route: '/services/root-canal-hyderabad', title: 'Duplicate'},
        {route: '/docs/intro', title: 'Editor guide'},
        {route: '/docs', title: 'Editor guide index'},
        {route: '/dental-clinic-kondapur'},
        {route: '/privacy-policy', title: 'رازداری کی پالیسی', inLocale: true},
      ],
      ['/HomePage'],
    );
    expect(groups.map((g) => g.id)).toEqual(['main', 'treatments', 'branches']);
    expect(groups.flatMap((g) => g.pages.map((p) => p.route))).not.toContain('/docs/intro');
    expect(groups[0].pages).toEqual([
      {route: '/', title: 'Home'},
      {route: '/privacy-policy', title: 'رازداری کی پالیسی', inLocale: true},
    ]);
    expect(groups[1].pages).toEqual([
      {route: '/services/root-canal-hyderabad', title: 'Root canal treatment in Hyderabad'},
    ]);
  });

  it('lists the price list at /pricing with the pricing pages, first', () => {
    const groups = buildSiteIndex([
      {route: '/pricing/financing', title: 'Financing and EMI'},
      {route: '/pricing', title: 'Dental treatment prices'},
      {route: '/pricing-old', title: 'Another page'},
    ]);
    expect(groups.map((g) => [g.id, g.pages.map((p) => p.route)])).toEqual([
      ['main', ['/pricing-old']],
      ['pricing', ['/pricing', '/pricing/financing']],
    ]);
    expect(titleFromData('/pricing')).toBe('Price list');
  });
});
