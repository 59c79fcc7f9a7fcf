/**
 * The gallery at /dental-gallery: the before/after illustrations of
 * illustrations.ts, and drawings of the clinic's rooms. All are ORIGINAL
 * ILLUSTRATIONS made for this site, not photographs.
 *
 * How to add a clinic-space picture:
 *   1. Draw an SVG at 480 × 320 in the house style (see illustrations.ts) with
 *      a <title>, and save it as static/img/spaces/<id>.svg.
 *   2. Add an entry below; the caption must say it is an illustration.
 *   3. Run `npm test`: tests/unit/data/gallery.test.ts checks the entries and files.
 */
import {allBranchIds, branchIdsWith, type BranchId} from './branches';

export interface ClinicSpace {
  id: string;
  title: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
  /** Branches that have this kind of room. */
  branches: BranchId[];
}

export const clinicSpaces: ClinicSpace[] = [
  {
    id: 'reception',
    title: 'Reception and waiting area',
    src: '/img/spaces/reception.svg',
    alt: 'Drawing of a reception: a front desk with a screen, two chairs and a plant by a window',
    width: 480,
    height: 320,
    caption:
      'Illustration of a reception and waiting area, where you check in and fill in your health history.',
    branches: allBranchIds,
  },
  {
    id: 'treatment-room',
    title: 'Treatment room',
    src: '/img/spaces/treatment-room.svg',
    alt: 'Drawing of a treatment room: a reclining dental chair, an overhead lamp and an X-ray screen on the wall',
    width: 480,
    height: 320,
    caption:
      'Illustration of a treatment room, with a screen where the dentist shows you your X-rays.',
    branches: allBranchIds,
  },
  {
    id: 'sterilisation-room',
    title: 'Sterilisation room',
    src: '/img/spaces/sterilisation-room.svg',
    alt: 'Drawing of a sterilisation room: an autoclave on a counter, sealed instrument pouches and a sink',
    width: 480,
    height: 320,
    caption:
      'Illustration of a sterilisation room, where instruments are cleaned, sealed in pouches and sterilised.',
    branches: allBranchIds,
  },
  {
    id: 'childrens-corner',
    title: 'Children’s corner',
    src: '/img/spaces/childrens-corner.svg',
    alt: 'Drawing of a children’s corner: a low table with crayons, a bookshelf and a smiling tooth picture',
    width: 480,
    height: 320,
    caption: 'Illustration of a children’s corner, a quiet place for young patients to wait.',
    branches: branchIdsWith(['childrens-corner']),
  },
];
