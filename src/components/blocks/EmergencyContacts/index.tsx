import Translate from '@docusaurus/Translate';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {summariseWeek} from '@site/src/lib/hours';
import {useHoursWriting} from '@site/src/hooks/useHoursWriting';
import {formatPhone, telHref} from '@site/src/lib/phone';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';

/**
 * The emergency number with the hospital signs in a line, and every branch's
 * hours and phone. The full list of when to go to hospital instead is the
 * WhenToGetHelp block's.
 */
export default function EmergencyContacts() {
  const hoursWriting = useHoursWriting();
  return (
    <div className={styles.wrapper} data-search-ignore="">
      <p className={styles.emergency}>
        <Translate
          id="emergencyContacts.emergencyLine"
          description="Label before the emergency phone number">
          Emergency line:
        </Translate>{' '}
        <a href={telHref(clinic.emergencyPhone)} dir="ltr">
          {formatPhone(clinic.emergencyPhone)}
        </a>
      </p>
      <HospitalSigns className={styles.hospital} />
      <table className={styles.table}>
        <caption className="sr-only">
          <Translate
            id="emergencyContacts.caption"
            description="Screen-reader caption of the table of branch hours and phones">
            Branch opening hours and phone numbers
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate
                id="emergencyContacts.branch"
                description="Column heading of the branch contacts table: branch name">
                Branch
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="emergencyContacts.hours"
                description="Column heading of the branch contacts table: opening hours">
                Hours
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="emergencyContacts.phone"
                description="Column heading of the branch contacts table: phone and WhatsApp links">
                Phone and WhatsApp
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {branches.map((b) => (
            <tr key={b.id}>
              <th scope="row">{b.name}</th>
              <td>
                {summariseWeek(b.hours, hoursWriting).map((line) => (
                  <div key={line.days}>
                    {line.days}: {line.hours}
                  </div>
                ))}
              </td>
              <td>
                <BranchContactLinks branch={b} variant="inline" callWord="" separator={<br />} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
