import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

interface Props {
  /** Names the carousel for screen readers. */
  label: string;
  slides: {key: string; content: ReactNode}[];
}

/**
 * A row of cards that slick turns into a carousel (Previous/Next buttons and a
 * position count, no autoplay: it moves only when the visitor asks). The home
 * page shows its illustrated before/after cases in it, one at a time on a phone.
 * Without the script it is a row that scrolls sideways; the cards have the same
 * widths in both states.
 */
export default function TreatmentCarousel({label, slides}: Props) {
  return (
    <Island
      widget="carousel"
      as="section"
      className={styles.carousel}
      aria-roledescription={translate({
        id: 'treatmentCarousel.roleDescription',
        message: 'carousel',
        description:
          'Read by screen readers to say what kind of element the before and after cases are shown in (lower case)',
      })}
      aria-label={label}>
      <div className={styles.track} data-carousel-track="">
        {slides.map((slide) => (
          <div key={slide.key} className={styles.slide}>
            {slide.content}
          </div>
        ))}
      </div>
      <div className={styles.controls} data-carousel-controls="" />
    </Island>
  );
}
