import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {doctorRoute, getDoctor, yearsInPractice} from '@site/src/data/doctors';
import {getTreatment} from '@site/src/data/treatments';
import {weekdayName} from '@site/src/lib/hours';
import {useHoursWriting} from '@site/src/hooks/useHoursWriting';
import {breadcrumbJsonLd, doctorJsonLd} from '@site/src/lib/seo';
import DoctorAvatar from '@site/src/components/ui/DoctorAvatar';
import JsonLd from '@site/src/components/ui/JsonLd';
import styles from './styles.module.css';

/**
 * The facts at the top of a doctor's profile: portrait, role, special
 * interests (a line of their own: the role names only a recognised
 * qualification), degrees, registration, years in practice, languages and
 * where and when to find them, and the page's structured data.
 */
export default function DoctorFacts({id}: {id: string}) {
  const hoursWriting = useHoursWriting();
  const doctor = getDoctor(id);
  const branches = doctor.schedule.map((s) => getBranch(s.branch));
  return (
    <aside
      className={styles.facts}
      aria-label={translate(
        {
          id: 'doctorFacts.label',
          message: '{doctor} at a glance',
          description:
            'Screen-reader name of the facts box on a doctor profile; {doctor} is the doctor name',
        },
        {doctor: doctor.name},
      )}>
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
          <dt>
            <Translate
              id="doctorFacts.role"
              description="Doctor profile facts: term for the doctor role">
              Role
            </Translate>
          </dt>
          <dd>{doctor.role}</dd>
        </div>
        {doctor.interests?.length ? (
          <div>
            <dt>
              <Translate
                id="doctorFacts.interests"
                description="Doctor profile facts: term for the kinds of care the doctor focuses on beyond their specialty, e.g. cosmetic dentistry">
                Special interest
              </Translate>
            </dt>
            <dd>{doctor.interests.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Translate
              id="doctorFacts.qualifications"
              description="Doctor profile facts: term for the doctor degrees">
              Qualifications
            </Translate>
          </dt>
          <dd>{doctor.degrees.join(', ')}</dd>
        </div>
        <div>
          <dt>
            <Translate
              id="doctorFacts.registration"
              description="Doctor profile facts: term for the dental council registration">
              Registration
            </Translate>
          </dt>
          <dd>
            <Translate
              id="doctorFacts.registrationValue"
              description="Doctor profile facts: the council the doctor is registered with; {number} is the registration number"
              values={{number: doctor.registration}}>
              {'Telangana State Dental Council, {number}'}
            </Translate>
          </dd>
        </div>
        <div>
          <dt>
            <Translate
              id="doctorFacts.inPractice"
              description="Doctor profile facts: term for years in practice">
              In practice
            </Translate>
          </dt>
          <dd>
            <Translate
              id="doctorFacts.inPracticeValue"
              description="Doctor profile facts: {years} is the number of years in practice, {since} the year they started"
              values={{years: yearsInPractice(doctor), since: doctor.practisingSince}}>
              {'{years} years (since {since})'}
            </Translate>
          </dd>
        </div>
        <div>
          <dt>
            <Translate
              id="doctorFacts.languages"
              description="Doctor profile facts: term for the languages the doctor speaks">
              Languages
            </Translate>
          </dt>
          <dd>{doctor.languages.join(', ')}</dd>
        </div>
        <div>
          <dt>
            <Translate
              id="doctorFacts.schedule"
              description="Doctor profile facts: term for the branches and weekdays the doctor works">
              Where and when
            </Translate>
          </dt>
          <dd>
            <ul className={styles.schedule}>
              {doctor.schedule.map(({branch, days}) => {
                const b = getBranch(branch);
                return (
                  <li key={branch}>
                    <Link to={b.route}>{b.name}</Link>:{' '}
                    {days.map((d) => weekdayName(d, 'long', hoursWriting)).join(', ')}
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
