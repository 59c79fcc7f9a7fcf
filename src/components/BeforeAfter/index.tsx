import {getBeforeAfter} from '@site/src/data/illustrations';
import styles from './styles.module.css';

/**
 * An illustrated before/after pair. Rendered as two figures side by side;
 * the `data-widget="before-after"` island is where a comparison-slider
 * script can attach. Without JavaScript both pictures stay visible.
 */
export default function BeforeAfter({id}: {id: string}) {
  const pair = getBeforeAfter(id);
  return (
    <figure className={styles.figure}>
      <div className={styles.pair} data-widget="before-after" style={{aspectRatio: `${pair.width * 2} / ${pair.height}`}}>
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className={styles.side}>
            <img
              src={pair[side].src}
              alt={pair[side].alt}
              width={pair.width}
              height={pair.height}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.label}>{side === 'before' ? 'Before' : 'After'}</span>
          </div>
        ))}
      </div>
      <figcaption className={styles.caption}>{pair.caption}</figcaption>
    </figure>
  );
}
