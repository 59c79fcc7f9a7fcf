import fs from 'node:fs';
import path from 'node:path';
import {clinicSpaces} from '@site/src/data/gallery';

const staticDir = path.join(__dirname, '..', '..', '..', 'static');

describe('clinic spaces', () => {
  it('have unique ids', () => {
    expect(new Set(clinicSpaces.map((s) => s.id)).size).toBe(clinicSpaces.length);
  });

  describe.each(clinicSpaces.map((s) => [s.id, s] as const))('%s', (_id, space) => {
    it('points at a local SVG of the stated size, with a title', () => {
      const file = path.join(staticDir, space.src);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain(`width="${space.width}"`);
      expect(svg).toContain(`height="${space.height}"`);
      expect(svg).toMatch(/<title>[^<]{20,}<\/title>/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    });

    it('says it is an illustration and describes what it shows', () => {
      expect(space.caption).toMatch(/^Illustration/);
      expect(space.alt).toMatch(/^Drawing of/);
      expect(space.branches.length).toBeGreaterThan(0);
    });
  });
});
