/**
 * Before-and-after illustrations for treatment pages. These are ORIGINAL
 * DRAWINGS made for this site to show the typical kind of change a treatment
 * makes. They are not photographs of patients and show no real person's teeth.
 *
 * How an editor adds a pair:
 *   1. Draw two SVGs of the same size (the site's set is 480 x 320) with the
 *      same framing, so they line up in the before/after slider. Keep to the
 *      house style: flat shapes, 3 to 4 px dark-teal (#0b4f4a) outlines, the
 *      site palette, no text, no external references, a <title>.
 *   2. Save them as `static/img/illustrations/<id>-before.svg` and
 *      `static/img/illustrations/<id>-after.svg`, where <id> is the treatment
 *      id in treatments.ts.
 *   3. Add an entry below: `src` is the site path (without `static`), `alt`
 *      starts "Illustration:" and says what each image shows, and the caption
 *      names the change and says that results vary. Every caption is shown
 *      after `illustrationNote`, so it does not say "illustration" again.
 */

export interface IllustrationImage {
  src: string;
  alt: string;
}

export interface BeforeAfterIllustration {
  /** Same as the treatment id in treatments.ts. */
  id: string;
  width: number;
  height: number;
  before: IllustrationImage;
  after: IllustrationImage;
  /** One sentence: the typical change, and that results vary. Shown after `illustrationNote`. */
  caption: string;
}

/**
 * Said before every before/after caption, in one wording wherever the pairs
 * are shown (treatment pages, the home page's cases, the gallery): the
 * pictures are drawings, not a patient's teeth (CONTENT.md, ethics).
 */
export const illustrationNote = {text: 'Illustration, not a patient.'};

const base = '/img/illustrations';

export const beforeAfterIllustrations: BeforeAfterIllustration[] = [
  {
    id: 'dental-implants',
    width: 480,
    height: 320,
    before: {
      src: `${base}/dental-implants-before.svg`,
      alt: 'Illustration: a smile with a gap where an upper front-side tooth is missing, before a dental implant',
    },
    after: {
      src: `${base}/dental-implants-after.svg`,
      alt: 'Illustration: the gap filled by a crown on a dental implant, with the implant post faintly outlined in the gum',
    },
    caption: 'A typical change with a dental implant; results vary from person to person.',
  },
  {
    id: 'crowns-bridges',
    width: 480,
    height: 320,
    before: {
      src: `${base}/crowns-bridges-before.svg`,
      alt: 'Illustration: side view of a broken, worn and stained back tooth between two healthy teeth, before a crown',
    },
    after: {
      src: `${base}/crowns-bridges-after.svg`,
      alt: 'Illustration: side view of the same tooth capped with a crown that matches the teeth beside it',
    },
    caption: 'A typical change with a dental crown; results vary from person to person.',
  },
  {
    id: 'veneers',
    width: 480,
    height: 320,
    before: {
      src: `${base}/veneers-before.svg`,
      alt: 'Illustration: front teeth with chipped edges, uneven lengths and slight discolouration before veneers',
    },
    after: {
      src: `${base}/veneers-after.svg`,
      alt: 'Illustration: the same front teeth looking even in length, shape and colour after veneers',
    },
    caption: 'A typical change with veneers; results vary from person to person.',
  },
  {
    id: 'teeth-whitening',
    width: 480,
    height: 320,
    before: {
      src: `${base}/teeth-whitening-before.svg`,
      alt: 'Illustration: a smile with yellowish, stained teeth before whitening',
    },
    after: {
      src: `${base}/teeth-whitening-after.svg`,
      alt: 'Illustration: the same smile with noticeably whiter teeth after whitening',
    },
    caption: 'A typical change with teeth whitening; results vary from person to person.',
  },
  {
    id: 'smile-makeover',
    width: 480,
    height: 320,
    before: {
      src: `${base}/smile-makeover-before.svg`,
      alt: 'Illustration: a smile with crowded, chipped and discoloured teeth before a smile makeover',
    },
    after: {
      src: `${base}/smile-makeover-after.svg`,
      alt: 'Illustration: the same smile with even, aligned and lighter teeth after a smile makeover',
    },
    caption: 'A typical change with a smile makeover; results vary from person to person.',
  },
  {
    id: 'gum-contouring',
    width: 480,
    height: 320,
    before: {
      src: `${base}/gum-contouring-before.svg`,
      alt: 'Illustration: a gummy smile with short-looking teeth and an uneven gum line before gum contouring',
    },
    after: {
      src: `${base}/gum-contouring-after.svg`,
      alt: 'Illustration: the same smile with an even gum line and longer-looking teeth after gum contouring',
    },
    caption: 'A typical change with gum contouring; results vary from person to person.',
  },
  {
    id: 'invisalign',
    width: 480,
    height: 320,
    before: {
      src: `${base}/invisalign-before.svg`,
      alt: 'Illustration: crowded, overlapping and rotated front teeth before Invisalign',
    },
    after: {
      src: `${base}/invisalign-after.svg`,
      alt: 'Illustration: straight front teeth with the faint outline of a clear aligner after Invisalign',
    },
    caption: 'A typical change with Invisalign clear aligners; results vary from person to person.',
  },
  {
    id: 'dentures',
    width: 480,
    height: 320,
    before: {
      src: `${base}/dentures-before.svg`,
      alt: 'Illustration: a smile with several missing teeth in the lower jaw before dentures',
    },
    after: {
      src: `${base}/dentures-after.svg`,
      alt: 'Illustration: the same smile with a full lower set of teeth on a pink denture base',
    },
    caption: 'A typical change with dentures; results vary from person to person.',
  },
  {
    id: 'fillings',
    width: 480,
    height: 320,
    before: {
      src: `${base}/fillings-before.svg`,
      alt: 'Illustration: top view of a back tooth with a dark cavity in its biting surface before a filling',
    },
    after: {
      src: `${base}/fillings-after.svg`,
      alt: 'Illustration: top view of the same back tooth with a tooth-coloured filling in place of the cavity',
    },
    caption: 'A typical change with a tooth-coloured filling; results vary from person to person.',
  },
];

export function getBeforeAfter(id: string): BeforeAfterIllustration {
  const illustration = beforeAfterIllustrations.find((i) => i.id === id);
  if (!illustration) {
    throw new Error(
      `No before/after illustration for "${id}". Add an entry to src/data/illustrations.ts ` +
        `and its two SVGs to static/img/illustrations/, or fix the id.`,
    );
  }
  return illustration;
}
