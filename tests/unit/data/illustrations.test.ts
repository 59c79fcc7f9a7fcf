import fs from 'node:fs';
import path from 'node:path';
import {
  beforeAfterIllustrations,
  getBeforeAfter,
  illustrationNote,
} from '@site/src/data/illustrations';
import {treatments} from '@site/src/data/treatments';

const staticDir = path.join(__dirname, '..', '..', '..', 'static');

it('has one note, shown with every caption, that says the pictures are illustrations, not a patient', () => {
  expect(illustrationNote.text).toMatch(/^Illustration, not a patient\b/);
});

describe.each(beforeAfterIllustrations.map((p) => [p.id, p] as const))(
  'illustration %s',
  (_id, pair) => {
    it('belongs to a treatment, has alt text that says it is an illustration, and a caption for the note', () => {
      expect(treatments.map((t) => t.id)).toContain(pair.id);
      // The caption follows illustrationNote, so it does not say "illustration" again.
      expect(pair.caption).not.toMatch(/illustration/i);
      expect(pair.caption).toMatch(/results vary/);
      expect(pair.before.alt).toMatch(/^Illustration: .{10,}/);
      expect(pair.after.alt).toMatch(/^Illustration: .{10,}/);
    });

    it.each(['before', 'after'] as const)(
      'has a small, self-contained %s SVG of the stated size',
      (side) => {
        const file = path.join(staticDir, pair[side].src);
        expect(fs.existsSync(file)).toBe(true);
        const svg = fs.readFileSync(file, 'utf8');
        expect(svg).toContain(`width="${pair.width}"`);
        expect(svg).toContain(`height="${pair.height}"`);
        expect(svg).not.toMatch(/<script|href="http|xlink:href="http|<image/i);
        expect(svg.length).toBeLessThan(16_000);
      },
    );
  },
);

it('fails clearly for a treatment without a pair', () => {
  expect(() => getBeforeAfter('root-canal')).toThrow(/No before\/after illustration/);
});
