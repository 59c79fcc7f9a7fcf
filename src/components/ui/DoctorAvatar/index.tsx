import type {Doctor} from '@site/src/data/doctors';
import styles from './styles.module.css';

/** An initials portrait: the site has no photographs of its (sample) dentists. */
export default function DoctorAvatar({doctor, size = 72}: {doctor: Doctor; size?: number}) {
  return (
    <svg
      className={styles.avatar}
      width={size}
      height={size}
      viewBox="0 0 72 72"
      role="img"
      aria-label={`Initials portrait of ${doctor.name}`}>
      <circle cx="36" cy="36" r="35" className={styles.circle} />
      <text x="36" y="44" textAnchor="middle" className={styles.initials}>
        {doctor.initials}
      </text>
    </svg>
  );
}
