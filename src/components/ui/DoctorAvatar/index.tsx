import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Doctor} from '@site/src/data/doctors';
import styles from './styles.module.css';

interface Props {
  doctor: Doctor;
  /** Drawn width and height in CSS pixels; the portraits are square. */
  size?: number;
  /** Load when near the viewport (lists); the profile's own portrait loads at once. */
  loading?: 'lazy' | 'eager';
}

/**
 * A dentist's illustrated portrait (static/img/doctors, set in doctors.ts as
 * `portrait`). The site has no photographs of its sample dentists; the
 * drawings are illustrations, not likenesses of real people.
 */
export default function DoctorAvatar({doctor, size = 72, loading = 'lazy'}: Props) {
  const src = useBaseUrl(doctor.portrait);
  return (
    <img
      className={styles.avatar}
      src={src}
      width={size}
      height={size}
      alt={translate(
        {
          id: 'doctorAvatar.alt',
          message: 'Illustrated portrait of {name}',
          description: "Alt text of a dentist's drawn portrait; {name} is the dentist's name",
        },
        {name: doctor.name},
      )}
      loading={loading}
      decoding="async"
    />
  );
}
