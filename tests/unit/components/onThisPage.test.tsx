import {render, screen} from '@testing-library/react';
import OnThisPage, {
  type PageHeading,
  PageHeadingsProvider,
} from '@site/src/components/ui/OnThisPage';

const section = (id: string, value: string, level = 2): PageHeading => ({id, value, level});

function renderWith(headings: PageHeading[]) {
  return render(
    <PageHeadingsProvider headings={headings}>
      <OnThisPage />
    </PageHeadingsProvider>,
  );
}

describe('OnThisPage', () => {
  it('lists a long page’s sections as plain links to their headings, leaving out subsections', () => {
    renderWith([
      section('what-it-is', 'What it is'),
      section('steps', 'The steps'),
      section('first-visit', 'The first visit', 3),
      section('cost', 'Cost &amp; payment'),
      section('recovery', 'Recovery'),
    ]);
    const list = screen.getByRole('navigation', {name: 'On this page'});
    const links = Array.from(list.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['What it is', '#what-it-is'],
      ['The steps', '#steps'],
      ['Cost & payment', '#cost'],
      ['Recovery', '#recovery'],
    ]);
  });

  it('shows nothing on a short page, nor outside a Markdown page', () => {
    const {container} = renderWith([section('a', 'A'), section('b', 'B'), section('c', 'C')]);
    expect(container).toBeEmptyDOMElement();
    const alone = render(<OnThisPage />);
    expect(alone.container).toBeEmptyDOMElement();
  });
});
