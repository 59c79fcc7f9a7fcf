import {translate} from '@docusaurus/Translate';
import type {CSSProperties} from 'react';
import {getBeforeAfter, illustrationNote} from '@site/src/data/illustrations';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

interface Props {
  id: string;
  /**
   * The comparison slider that attaches: BeerSlider on treatment pages (the
   * default), image-compare-viewer in the gallery.
   */
  widget?: 'before-after' | 'image-compare';
}

function labels() {
  return {
    before: translate({
      id: 'beforeAfter.before',
      message: 'Before',
      description: 'Label on the "before" picture of a before/after comparison',
    }),
    after: translate({
      id: 'beforeAfter.after',
      message: 'After',
      description: 'Label on the "after" picture of a before/after comparison',
    }),
    // The sliders' words for screen readers (static/js/customscript.js). The comparison
    // keeps left and right as drawn in every language: the pictures do not turn around.
    beerSlider: translate({
      id: 'beforeAfter.slider',
      message: 'Compare: move left to see more of the after picture, right for more of the before',
      description:
        'Name for screen readers of the slider that compares a before and an after picture; left and right are the screen’s, in every language',
    }),
    compare: translate({
      id: 'beforeAfter.compare',
      message: 'Compare before and after',
      description:
        'Name for screen readers of the divider that compares a before and an after picture in the gallery',
    }),
    dividerAt: translate({
      id: 'beforeAfter.dividerAt',
      message: 'Divider at {percent} percent',
      description:
        'Read by screen readers as the divider between the before and after pictures moves, e.g. “Divider at 55 percent”',
    }),
  };
}

/**
 * An illustrated before/after pair, its caption after the note every pair
 * carries, in one wording ("Illustration, not a patient.", illustrations.ts).
 * Without JavaScript the two pictures sit side by side; with it a slider
 * compares them in the same box, which is reserved from the first paint so
 * nothing moves when the slider starts.
 */
export default function BeforeAfter({id, widget = 'before-after'}: Props) {
  const pair = getBeforeAfter(id);
  const label = labels();
  return (
    <figure className={styles.figure}>
      <Island
        widget={widget}
        className={styles.pair}
        style={{'--pair-ratio': `${pair.width} / ${pair.height}`} as CSSProperties}
        data-words={JSON.stringify({
          slider: label.beerSlider,
          compare: label.compare,
          dividerAt: label.dividerAt,
        })}>
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className={styles.side} data-side={side} data-label={label[side]}>
            <img
              src={pair[side].src}
              alt={pair[side].alt}
              width={pair.width}
              height={pair.height}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.label}>{label[side]}</span>
          </div>
        ))}
      </Island>
      <figcaption className={styles.caption}>
        <strong>{illustrationNote.text}</strong> {pair.caption}
      </figcaption>
    </figure>
  );
}
