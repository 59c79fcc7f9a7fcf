import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import type {Doctor} from '@site/src/data/doctors';
import styles from './styles.module.css';

interface Props {
  doctor: Doctor;
  /** A paragraph in a card, or a line inside a list item or a card's text. */
  as?: 'p' | 'span';
  className?: string;
}

/**
 * A doctor's special interests on a line of their own ("Special interest:
 * cosmetic dentistry"), shown wherever their role is: the role names only the
 * qualification the Dental Council of India recognises (src/data/doctors.ts).
 * Nothing for a doctor without any.
 */
export default function DoctorInterests({doctor, as: Tag = 'span', className}: Props) {
  if (!doctor.interests?.length) return null;
  return (
    <Tag className={clsx(styles.line, className)}>
      <Translate
        id="doctorInterests.line"
        description="A line under a dentist's role, e.g. on the dentists' cards; {interests} is a comma-separated list such as 'cosmetic dentistry, dental implants'"
        values={{interests: doctor.interests.join(', ')}}>
        {'Special interest: {interests}'}
      </Translate>
    </Tag>
  );
}
