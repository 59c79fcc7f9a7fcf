import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {doctorRoute, type Doctor} from '@site/src/data/doctors';
import DoctorAvatar from '@site/src/components/ui/DoctorAvatar';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

interface Props {
  /** Names the carousel for screen readers. */
  label: string;
  /** Each dentist with a line under their role (their degrees, or their days at a branch). */
  entries: {doctor: Doctor; note: string}[];
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
      aria-label={label}>
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
