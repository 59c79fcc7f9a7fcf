import {render} from '@testing-library/react';
import BeforeAfter from '@site/src/components/blocks/BeforeAfter';
import Gallery from '@site/src/pages/_components/Gallery';
import {beforeAfterIllustrations, illustrationNote} from '@site/src/data/illustrations';

/** CONTENT.md: before/after pictures are illustrations and say so, in one wording from the data. */
describe('the note on every before/after caption', () => {
  it.each(beforeAfterIllustrations.map((p) => [p.id, p] as const))(
    '%s: the caption starts with the note, then the pair’s own words',
    (id, pair) => {
      const {container} = render(<BeforeAfter id={id} />);
      const caption = container.querySelector('figcaption')!;
      expect(caption.querySelector('strong')).toHaveTextContent(illustrationNote.text);
      expect(caption).toHaveTextContent(`${illustrationNote.text} ${pair.caption}`);
    },
  );

  it('is on each case of the gallery', () => {
    const {container} = render(<Gallery />);
    const captions = Array.from(container.querySelectorAll('#cases ~ ul figcaption'));
    expect(captions).toHaveLength(beforeAfterIllustrations.length);
    captions.forEach((caption) =>
      expect(caption.textContent!.startsWith(illustrationNote.text)).toBe(true),
    );
  });
});
