import Translate from '@docusaurus/Translate';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {formatPhone, telHref} from '@site/src/lib/phone';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';

/**
 * The clinic's phone numbers in one small block, for pages where something
 * went wrong (not found, crashed) so a patient can still reach us.
 */
export default function ContactPanel() {
  const {emergencyPhone, branches} = useQuickContacts();
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>
        <Translate
          id="contactPanel.emergency"
          description="Lead of the phone numbers box on error pages; {phone} is the emergency phone link"
          values={{
            phone: (
              <a href={telHref(emergencyPhone)} dir="ltr">
                {formatPhone(emergencyPhone)}
              </a>
            ),
          }}>
          {'Need us now? Dental emergency: {phone}'}
        </Translate>
      </p>
      <HospitalSigns className={styles.hospital} />
      <ul className={styles.list}>
        {branches.map((b) => (
          <li key={b.id}>
            {b.name}:{' '}
            <BranchContactLinks branch={b} links={['call']} variant="inline" callWord="" />
          </li>
        ))}
      </ul>
    </div>
  );
}
