import {render, screen, within} from '@testing-library/react';
import HomeContent from '@site/src/pages/_components/HomeContent';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {doctors} from '@site/src/data/doctors';
import {beforeAfterIllustrations, illustrationNote} from '@site/src/data/illustrations';
import {categoryLabels, treatments} from '@site/src/data/treatments';
import {listWords, placeWords} from '@site/src/lib/dataWords';
import {formatRupees, startingLine} from '@site/src/lib/money';
import {expectHospitalSigns} from '../helpers/hospitalSigns';

afterEach(() => jest.useRealTimers());

describe('HomeContent', () => {
  it('has one h1 and the emergency line as a call link, with the hospital signs beside it', () => {
    render(<HomeContent />);
    expect(screen.getAllByRole('heading', {level: 1})).toHaveLength(1);
    const call = screen.getByRole('link', {name: /^Dental emergency: /});
    expect(call).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/));
    expectHospitalSigns(call.parentElement!.parentElement!);
  });

  it('asks for the hero illustration before other images (fetchpriority="high")', () => {
    const {container} = render(<HomeContent />);
    const prioritized = container.querySelectorAll('img[fetchpriority="high"]');
    expect(prioritized).toHaveLength(1);
    expect(prioritized[0]).toHaveAttribute('src', expect.stringContaining('hero'));
  });

  it('shows every priced treatment as a tile with its "from" price, grouped by need', () => {
    render(<HomeContent />);
    const section = screen.getByRole('region', {name: 'What we treat'});
    const priced = treatments.filter((t) => t.pricing);
    expect(priced.length).toBeGreaterThan(10);
    for (const t of priced) {
      const link = within(section).getByRole('link', {name: t.shortName ?? t.name});
      expect(link).toHaveAttribute('href', t.route);
      const tile = link.closest('li')!;
      const line = startingLine(t.pricing!.lines)!;
      // A planning page's fee is a consultation's, so the tile names it instead of "from".
      const lead = t.category === 'planning' ? `${line.item}: ` : 'from ';
      expect(tile).toHaveTextContent(`${lead}${formatRupees(line.from)}`);
      const group = within(section).getByRole('group', {name: categoryLabels[t.category]});
      expect(group).toContainElement(tile);
    }
    // The standards page is information, not a treatment.
    expect(within(section).queryByRole('link', {name: /standards/i})).toBeNull();
  });

  it('shows the illustrated cases in the carousel, each saying it is an illustration', () => {
    render(<HomeContent />);
    const carousel = screen.getByRole('region', {name: 'Illustrated before and after cases'});
    const figures = within(carousel).getAllByRole('figure');
    expect(figures).toHaveLength(beforeAfterIllustrations.length);
    figures.forEach((figure) => expect(figure).toHaveTextContent(illustrationNote.text));
  });

  it('lists every dentist with their role and the languages they speak', () => {
    render(<HomeContent />);
    const section = screen.getByRole('region', {name: 'How we work'});
    for (const d of doctors) {
      expect(within(section).getByRole('link', {name: d.name})).toBeInTheDocument();
      expect(within(section).getByText(d.role)).toBeInTheDocument();
    }
    for (const language of new Set(doctors.flatMap((d) => d.languages))) {
      expect(section).toHaveTextContent(language);
    }
    expect(section).not.toHaveTextContent(/\bbest\b|guarantee/i);
  });

  it('shows the commitments, three of them as column headings, with their words in any language', () => {
    // As a translated build does (plugins/data-words): every title and detail in other words.
    const roots = {clinic};
    const patterns = ['clinic.commitments[].title', 'clinic.commitments[].detail'];
    const english = listWords(roots, patterns).map(({text}) => text);
    placeWords(
      roots,
      patterns,
      english.map((text) => `«${text}»`),
    );
    try {
      render(<HomeContent />);
      const section = screen.getByRole('region', {name: 'How we work'});
      const titles = clinic.commitments.map((c) => c.title);
      const headings = within(section)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent);
      expect(headings).toHaveLength(3); // the three columns of How we work (HowWeWork)
      expect(headings.filter((h) => !titles.includes(h!))).toEqual([]);
      for (const c of clinic.commitments) {
        expect(c.title).toMatch(/^«/);
        expect(section).toHaveTextContent(c.title);
        expect(section).toHaveTextContent(c.detail);
      }
    } finally {
      placeWords(roots, patterns, english);
    }
  });

  it('says on each branch card whether the branch is open now', () => {
    jest.useFakeTimers({now: new Date('2026-11-23T10:00:00+05:30')});
    render(<HomeContent />);
    const section = screen.getByRole('region', {name: 'Our three branches'});
    const statuses = within(section).getAllByTestId('open-now');
    expect(statuses).toHaveLength(branches.length);
    statuses.forEach((s) => expect(s).toHaveTextContent(/^(Open now|Closed now)/));
  });
});
