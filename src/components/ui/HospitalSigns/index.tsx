import Translate, {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {capitalise, orList} from '@site/src/lib/text';
import styles from './styles.module.css';

/** 108 or 112, each a phone link. */
export function PublicNumbers() {
  const {publicEmergencyNumbers} = useQuickContacts();
  return publicEmergencyNumbers.map((number, i) => (
    <span key={number}>
      {i > 0 &&
        ` ${translate({
          id: 'whenToGetHelp.numbersOr',
          message: 'or',
          description: 'Between two public emergency numbers, e.g. "108 or 112"',
        })} `}
      <a href={`tel:${number}`}>{number}</a>
    </span>
  ));
}

/**
 * The hospital signs in one line: the `always` signs of src/data/triage.ts, in
 * a few words each (through the site config's quickContacts, so the shell
 * that shows this on every page does not bundle the triage data). Shown
 * wherever the site offers the emergency line for pain, swelling or bleeding,
 * so that nobody with a spreading swelling calls a dentist first.
 *
 *     <HospitalSigns />
 */
export default function HospitalSigns({className}: {className?: string}) {
  const lang = useIntlLocale();
  const {hospitalSigns} = useQuickContacts();
  return (
    <p className={clsx(styles.line, className)} data-hospital-signs="">
      <Translate
        id="hospitalSigns.line"
        description="One line beside every emergency-line offer; {signs} is the hospital signs joined with 'or' (e.g. 'Swelling spreading to your eye or neck, trouble breathing or swallowing or bleeding that will not stop'), {numbers} the public emergency numbers as phone links ('108 or 112')"
        values={{
          signs: <strong>{capitalise(orList(lang, hospitalSigns))}</strong>,
          numbers: <PublicNumbers />,
        }}>
        {'{signs}: call {numbers} or go to a hospital now.'}
      </Translate>
    </p>
  );
}
