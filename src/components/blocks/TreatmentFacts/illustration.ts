import {clinicSpaces} from '@site/src/data/gallery';
import {beforeAfterIllustrations} from '@site/src/data/illustrations';
import type {Problem} from '@site/src/data/problems';
import type {Treatment} from '@site/src/data/treatments';

/** The picture in the header band of a treatment or problem page. */
export interface BandIllustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

function space(id: string): BandIllustration {
  const room = clinicSpaces.find((s) => s.id === id);
  if (!room) {
    throw new Error(`No clinic space "${id}" in src/data/gallery.ts for a page's header band.`);
  }
  return {src: room.src, alt: room.alt, width: room.width, height: room.height};
}

function pair(treatmentId: string, side: 'before' | 'after'): BandIllustration | undefined {
  const found = beforeAfterIllustrations.find((i) => i.id === treatmentId);
  return found && {...found[side], width: found.width, height: found.height};
}

/**
 * A treatment page shows its own "after" drawing from illustrations.ts when
 * it has one; otherwise the drawing of the room where it happens (gallery.ts):
 * the children's corner for children's care, the treatment room for the rest.
 */
export function treatmentIllustration(treatment: Treatment): BandIllustration {
  return (
    pair(treatment.id, 'after') ??
    space(treatment.category === 'children' ? 'childrens-corner' : 'treatment-room')
  );
}

/**
 * A problem page shows the "before" drawing of the first of its treatments
 * that has one (a cavity before a filling, a gap before an implant), since it
 * shows the problem; otherwise the treatment room.
 */
export function problemIllustration(problem: Problem): BandIllustration {
  for (const id of problem.treatments) {
    const drawing = pair(id, 'before');
    if (drawing) {
      return drawing;
    }
  }
  return space('treatment-room');
}
