import Link from '@docusaurus/Link';
import {getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {doctorRoute, getDoctor, yearsInPractice} from '@site/src/data/doctors';
import {getTreatment} from '@site/src/data/treatments';
import {weekdayLabels} from '@site/src/lib/hours';
import {breadcrumbJsonLd, doctorJsonLd} from '@site/src/lib/seo';
import DoctorAvatar from '@site/src/components/ui/DoctorAvatar';
import JsonLd from '@site/src/components/ui/JsonLd';
import styles from './styles.module.css';

/**
 * The facts at the top of a doctor's profile: portrait, role, degrees,
 * registration, years in practice, languages and where and when to find them,
 * and the page's structured data.
 */
export default function DoctorFacts({id}: {id: string}) {
  const doctor = getDoctor(id);
  const branches = doctor.schedule.map((s) => getBranch(s.branch));
  return (
    <aside className={styles.facts} aria-label={`${doctor.name} at a glance`}>
      <JsonLd
        data={[
          doctorJsonLd(clinic, doctor, branches, doctor.treatments.map(getTreatment)),
          breadcrumbJsonLd(clinic.url, [
            {name: 'Home', route: '/'},
            {name: 'Doctors', route: '/doctors/Doctor'},
            {name: doctor.name, route: doctorRoute(doctor)},
          ]),
        ]}
      />
      <DoctorAvatar doctor={doctor} size={96} />
      <dl className={styles.list}>
        <div>
          <dt>Role</dt>
          <dd>{doctor.role}</dd>
        </div>
        <div>
          <dt>Qualifications</dt>
          <dd>{doctor.degrees.join(', ')}</dd>
        </div>
        <div>
          <dt>Registration</dt>
          <dd>Telangana State Dental Council, {doctor.registration}</dd>
        </div>
        <div>
          <dt>In practice</dt>
          <dd>
            {yearsInPractice(doctor)} years (since {doctor.practisingSince})
          </dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{doctor.languages.join(', ')}</dd>
        </div>
        <div>
          <dt>Where and when</dt>
          <dd>
            <ul className={styles.schedule}>
              {doctor.schedule.map(({branch, days}) => {
                const b = getBranch(branch);
                return (
                  <li key={branch}>
                    <Link to={b.route}>{b.name}</Link>:{' '}
                    {days.map((d) => weekdayLabels[d].long).join(', ')}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
