import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {doctorRoute, type Doctor} from '@site/src/data/doctors';
import DoctorAvatar from '@site/src/components/ui/DoctorAvatar';
import DoctorInterests from '@site/src/components/ui/DoctorInterests';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

interface Props {
  /** Names the carousel for screen readers. */
  label: string;
  /** Each dentist with a line under their role (their degrees, or their days at a branch). */
  entries: {doctor: Doctor; note: string}[];
}

/** The words splide writes into the carousel (static/js/customscript.js), in the page's language. */
function carouselWords() {
  return {
    prev: translate({
      id: 'doctorCarousel.previous',
      message: 'Previous dentist',
      description: 'Arrow button of the dentists carousel (its name for screen readers)',
    }),
    next: translate({
      id: 'doctorCarousel.next',
      message: 'Next dentist',
      description: 'Arrow button of the dentists carousel (its name for screen readers)',
    }),
    play: translate({
      id: 'doctorCarousel.playLabel',
      message: 'Start moving through the dentists',
      description: 'Name for screen readers of the dentists carousel’s Play button',
    }),
    pause: translate({
      id: 'doctorCarousel.pauseLabel',
      message: 'Pause the dentists carousel',
      description: 'Name for screen readers of the dentists carousel’s Pause button',
    }),
    carousel: translate({
      id: 'doctorCarousel.roleDescription',
      message: 'carousel',
      description:
        'Read by screen readers to say what kind of element the dentists are shown in (lower case)',
    }),
    slide: translate({
      id: 'doctorCarousel.slideRole',
      message: 'dentist',
      description: 'Read by screen readers for each card of the dentists carousel (lower case)',
    }),
    slideLabel: translate({
      id: 'doctorCarousel.slideLabel',
      message: '{current} of {count}',
      description: 'Read by screen readers for each card of the dentists carousel, e.g. “2 of 7”',
    }),
  };
}

/**
 * The dentists as cards that splide turns into a carousel: arrows, page dots,
 * and a slow autoplay with a pause button (no autoplay for visitors who ask
 * for reduced motion; it also pauses on hover and focus). Without the script
 * the cards are a row that scrolls sideways, at the same widths.
 */
export default function DoctorCarousel({label, entries}: Props) {
  return (
    <Island
      widget="doctor-carousel"
      as="section"
      className={`splide ${styles.carousel}`}
      aria-label={label}
      data-words={JSON.stringify(carouselWords())}>
      <div className="splide__track">
        <ul className={`splide__list ${styles.list}`}>
          {entries.map(({doctor, note}) => (
            <li key={doctor.id} className={`splide__slide ${styles.slide}`}>
              <div className={styles.card}>
                <DoctorAvatar doctor={doctor} size={56} />
                <div>
                  <strong>
                    <Link to={doctorRoute(doctor)}>{doctor.name}</Link>
                  </strong>
                  <br />
                  {doctor.role}
                  <br />
                  <DoctorInterests doctor={doctor} />
                  <span className={styles.note}>{note}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <button
        className={`splide__toggle button button--secondary button--sm ${styles.toggle}`}
        type="button">
        <span className="splide__toggle__play">
          <Translate
            id="doctorCarousel.play"
            description="Button that starts the dentists carousel turning by itself">
            Play
          </Translate>
        </span>
        <span className="splide__toggle__pause">
          <Translate
            id="doctorCarousel.pause"
            description="Button that stops the dentists carousel turning by itself">
            Pause
          </Translate>
        </span>
      </button>
    </Island>
  );
}
