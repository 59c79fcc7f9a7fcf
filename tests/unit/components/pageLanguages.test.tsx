import {render, screen} from '@testing-library/react';
import LayoutWrapper from '@site/src/theme/Layout';
import BlockLanguage from '@site/src/components/ui/BlockLanguage';
import EnglishContent from '@site/src/components/ui/EnglishContent';
import {PricingShortcuts} from '@site/src/components/blocks/PriceList';
import {setCurrentLocale} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import {setPageLanguages} from '@site/tests/unit/mocks/docusaurus/useGlobalData';
import {setPathname} from '@site/tests/unit/mocks/docusaurus/router';

const page = (
  <EnglishContent>
    <p>How long a cleaning takes</p>
    <BlockLanguage>
      <p>30 سے 45 منٹ</p>
    </BlockLanguage>
    <p>
      From <BlockLanguage inline>₹1,000</BlockLanguage> a visit.
    </p>
  </EnglishContent>
);

/** Sets the build's locale, the route shown and which routes of the build are still English. */
function showPage(
  locale: 'en' | 'te' | 'ur',
  route: string,
  english: string[],
  behindEnglish: Record<string, string> = {},
) {
  setCurrentLocale(locale);
  setPathname(locale === 'en' ? route : `/${locale}${route}`);
  setPageLanguages({
    translations: {},
    untranslated: Object.fromEntries(english.map((r) => [r, 'english' as const])),
    englishSections: locale === 'en' ? [] : ['/blog'],
    behindEnglish,
  });
}

afterEach(() => showPage('en', '/contact', []));

describe('the language of a page’s parts', () => {
  it('adds nothing in the English build', () => {
    showPage('en', '/services/oral-prophylaxis-hyderabad', []);
    const {container} = render(page);
    expect(container.innerHTML).toBe(
      '<p>How long a cleaning takes</p><p>30 سے 45 منٹ</p><p>From ₹1,000 a visit.</p>',
    );
  });

  it('adds nothing on a translated page of a translated build', () => {
    showPage('ur', '/privacy-policy', ['/services/oral-prophylaxis-hyderabad']);
    const {container} = render(page);
    expect(container.querySelectorAll('[lang], [dir]')).toHaveLength(0);
  });

  it('on an English page of the Urdu build, marks the English and, inside it, the Urdu blocks right to left', () => {
    showPage('ur', '/services/oral-prophylaxis-hyderabad', [
      '/services/oral-prophylaxis-hyderabad',
    ]);
    const {container} = render(page);
    const english = container.firstElementChild;
    expect(english?.tagName).toBe('DIV');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    const [block, inline] = Array.from(container.querySelectorAll('[lang="ur-IN"]'));
    expect(block.tagName).toBe('DIV');
    expect(block).toHaveAttribute('dir', 'rtl');
    expect(block).toHaveTextContent('30 سے 45 منٹ');
    expect(inline.tagName).toBe('SPAN');
    expect(inline).toHaveAttribute('dir', 'rtl');
  });

  it('takes each locale’s direction from its configuration, and the blog’s section as English', () => {
    showPage('te', '/blog/a-post', []);
    const {container} = render(page);
    expect(container.querySelector('[lang="te-IN"]')).toHaveAttribute('dir', 'ltr');
    expect(container.querySelector('[lang="en"]')).toHaveAttribute('dir', 'ltr');
  });

  it('gives the pricing shortcuts the visitor’s language and their English links English', () => {
    showPage('ur', '/pricing/financing', ['/pricing/financing']);
    const {container} = render(
      <PricingShortcuts links={[{to: '#how-to-apply', label: 'How to apply'}]} />,
    );
    expect(container.querySelector('nav')).toHaveAttribute('lang', 'ur-IN');
    expect(container.querySelector('nav')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('ul')).toHaveAttribute('lang', 'en');
  });
});

describe('a translation behind its English page', () => {
  it('says so at the top, with the day the English changed and a link to the English page', () => {
    showPage('te', '/dental-problem/tooth-pain', [], {'/dental-problem/tooth-pain': '2026-11-20'});
    render(<LayoutWrapper>body</LayoutWrapper>);
    const note = screen.getByRole('note');
    // The test's catalogue is English; the date is in the build's language (Telugu here).
    expect(note).toHaveTextContent(
      /^The English page was updated on 20 నవంబర్,? 2026; this translation may not include the change\. Read the English page\.$/,
    );
    expect(screen.getByRole('link', {name: 'the English page'})).toHaveAttribute(
      'href',
      '/dental-problem/tooth-pain',
    );
  });

  it('says nothing on a translated page that is up to date', () => {
    showPage('te', '/dental-problem/tooth-pain', [], {
      '/dental-problem/bleeding-gums': '2026-11-20',
    });
    render(<LayoutWrapper>body</LayoutWrapper>);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
