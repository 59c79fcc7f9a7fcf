import {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {branches, getBranch} from '@site/src/data/branches';
import {doctorRoute, doctors, type Doctor} from '@site/src/data/doctors';
import {getTreatment, treatments} from '@site/src/data/treatments';
import {weekdayName} from '@site/src/lib/hours';
import {useHoursWriting} from '@site/src/hooks/useHoursWriting';
import DoctorAvatar from '@site/src/components/ui/DoctorAvatar';
import DoctorInterests from '@site/src/components/ui/DoctorInterests';
import styles from './styles.module.css';

export function filterDoctors(
  list: readonly Doctor[],
  branch: string,
  treatment: string,
): Doctor[] {
  return list.filter(
    (d) =>
      (!branch || d.schedule.some((s) => s.branch === branch)) &&
      (!treatment || d.treatments.some((id) => id === treatment)),
  );
}

/**
 * The team, filterable by branch and by treatment. The list follows the
 * selects as they change, so the filters are a group, not a form that would
 * need a submit button. Without JavaScript the filters are not shown and the
 * whole team is a plain list.
 */
export default function DoctorDirectory() {
  const hoursWriting = useHoursWriting();
  const isBrowser = useIsBrowser();
  const [branch, setBranch] = useState('');
  const [treatment, setTreatment] = useState('');
  const branchId = useId();
  const treatmentId = useId();
  const shown = filterDoctors(doctors, branch, treatment);
  const offered = treatments.filter(
    (t) => t.schemaType !== 'WebPage' && doctors.some((d) => d.treatments.includes(t.id)),
  );

  return (
    <div>
      {isBrowser && (
        <fieldset className={`site-form ${styles.filters}`}>
          <legend className="sr-only">
            {translate({
              id: 'doctorDirectory.filters.label',
              message: 'Filter the dentists',
              description:
                'Screen reader name of the group of selects that filter the list of dentists',
            })}
          </legend>
          <div>
            <label htmlFor={branchId}>
              <Translate
                id="doctorDirectory.filters.branch"
                description="Label of the select that filters dentists by branch">
                Branch
              </Translate>
            </label>
            <select id={branchId} value={branch} onChange={(e) => setBranch(e.target.value)}>
              <option value="">
                {translate({
                  id: 'doctorDirectory.filters.allBranches',
                  message: 'All branches',
                  description: 'First option of the branch filter: no filter',
                })}
              </option>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={treatmentId}>
              <Translate
                id="doctorDirectory.filters.treatment"
                description="Label of the select that filters dentists by treatment">
                Treatment
              </Translate>
            </label>
            <select
              id={treatmentId}
              value={treatment}
              onChange={(e) => setTreatment(e.target.value)}>
              <option value="">
                {translate({
                  id: 'doctorDirectory.filters.allTreatments',
                  message: 'All treatments',
                  description: 'First option of the treatment filter: no filter',
                })}
              </option>
              {offered.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.count} role="status">
            {shown.length === doctors.length
              ? translate(
                  {
                    id: 'doctorDirectory.count.all',
                    message: 'Showing all {total} dentists',
                    description:
                      'Status under the dentist filters when nothing is filtered out; {total} is the number of dentists',
                  },
                  {total: doctors.length},
                )
              : translate(
                  {
                    id: 'doctorDirectory.count.some',
                    message: 'Showing {shown} of {total} dentists',
                    description:
                      'Status under the dentist filters; {shown} is how many match, {total} the number of dentists',
                  },
                  {shown: shown.length, total: doctors.length},
                )}
          </p>
        </fieldset>
      )}
      {shown.length === 0 ? (
        <p>
          <Translate
            id="doctorDirectory.noMatch"
            description="Shown when no dentist matches the chosen branch and treatment">
            No dentist matches both choices. Try another branch, or call any branch and we will tell
            you who can help.
          </Translate>
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((doctor) => (
            <li key={doctor.id} className={styles.card}>
              <DoctorAvatar doctor={doctor} size={64} />
              <div>
                <Heading as="h2" className={styles.name}>
                  <Link to={doctorRoute(doctor)}>{doctor.name}</Link>
                </Heading>
                <p className={styles.role}>
                  {doctor.role} · {doctor.degrees.join(', ')}
                </p>
                <DoctorInterests doctor={doctor} as="p" />
                <p>
                  <Translate
                    id="doctorDirectory.languages"
                    description="Line on a dentist's card; {languages} is a comma-separated list of languages"
                    values={{languages: doctor.languages.join(', ')}}>
                    {'Speaks {languages}'}
                  </Translate>
                </p>
                <ul className={styles.schedule}>
                  {doctor.schedule.map((s) => (
                    <li key={s.branch}>
                      {getBranch(s.branch).name}:{' '}
                      {s.days.map((d) => weekdayName(d, 'short', hoursWriting)).join(', ')}
                    </li>
                  ))}
                </ul>
                <p className={styles.treatments}>
                  {doctor.treatments
                    .map(getTreatment)
                    .map((t) => t.shortName ?? t.name)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
