import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

interface Props {
  /** Names the carousel for screen readers. */
  label: string;
  slides: {key: string; content: ReactNode}[];
}

/** The words the carousel script writes (static/js/customscript.js), in the page's language. */
function carouselWords() {
  return {
    previous: translate({
      id: 'treatmentCarousel.previous',
      message: 'Previous',
      description: 'Button of the before and after cases carousel that shows the previous case',
    }),
    next: translate({
      id: 'treatmentCarousel.next',
      message: 'Next',
      description: 'Button of the before and after cases carousel that shows the next case',
    }),
    showingMany: translate({
      id: 'treatmentCarousel.showingMany',
      message: 'Showing {first}–{last} of {count}',
      description:
        'Beside the carousel buttons where several cases show at once, e.g. “Showing 1–3 of 6”; read out when it changes',
    }),
    showingOne: translate({
      id: 'treatmentCarousel.showingOne',
      message: '{current} of {count}',
      description:
        'Beside the carousel buttons on phones, where one case shows at a time, e.g. “2 of 6”; read out when it changes',
    }),
  };
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
      aria-label={label}
      data-words={JSON.stringify(carouselWords())}>
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
