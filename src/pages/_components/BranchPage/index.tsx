import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {describeBranches, facilityLabels, getBranch, weekdays} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {doctors} from '@site/src/data/doctors';
import {
  categoryLabels,
  getTreatment,
  treatments,
  type TreatmentCategory,
} from '@site/src/data/treatments';
import {formatSessions, weekdayLabels} from '@site/src/lib/hours';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {shareAt} from '@site/src/lib/where';
import {capitalise} from '@site/src/lib/text';
import {breadcrumbJsonLd, dentistJsonLd} from '@site/src/lib/seo';
import BookingCta from '@site/src/components/blocks/BookingCta';
import BranchMap from '../BranchMap';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import DoctorCarousel from '@site/src/components/ui/DoctorCarousel';
import JsonLd from '@site/src/components/ui/JsonLd';
import OpenNow from '@site/src/components/ui/OpenNow';
import styles from './styles.module.css';

/** The whole page of one branch, from src/data/branches.ts, doctors.ts and treatments.ts. */
export default function BranchPage({id}: {id: string}) {
  const branch = getBranch(id);
  const {address} = branch;
  const title = `Dental clinic in ${branch.name}, Hyderabad`;
  const team = doctors
    .map((d) => ({doctor: d, days: d.schedule.find((s) => s.branch === branch.id)?.days ?? []}))
    .filter((entry) => entry.days.length > 0);
  const offered = treatments.filter(
    (t) => t.branches.includes(branch.id) && t.schemaType !== 'WebPage',
  );
  const byCategory = new Map<TreatmentCategory, typeof offered>();
  offered.forEach((t) => byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]));

  return (
    <Layout
      title={title}
      description={`${clinic.name} in ${branch.name}: address near ${branch.landmarks[0]}, opening hours, phone and WhatsApp, parking, step-free access, dentists and treatments.`}>
      <JsonLd
        data={[
          dentistJsonLd(clinic, branch),
          breadcrumbJsonLd(clinic.url, [
            {name: 'Home', route: '/'},
            {name: 'Branches', route: '/sidebar#branches'},
            {name: branch.name, route: branch.route},
          ]),
        ]}
      />
      <main className="container margin-vert--lg" data-branch-page={branch.id}>
        <div className={styles.page}>
          <Heading as="h1">{title}</Heading>
          {branch.about.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <Heading as="h2" id="on-site">
            Rooms and equipment
          </Heading>
          <ul className={styles.facilities}>
            <li>{branch.treatmentRooms} treatment rooms</li>
            <li>Digital X-rays</li>
            {branch.facilities.map((f) => (
              <li key={f}>{capitalise(facilityLabels[f])}</li>
            ))}
          </ul>

          <section aria-labelledby="address">
            <Heading as="h2" id="address">
              Address and contact
            </Heading>
            <address className={styles.address}>
              {clinic.name}, {address.street}, {address.area}, {address.city}, {address.state}{' '}
              {address.postalCode}
            </address>
            <OpenNow hours={branch.hours} />
            <BranchContactLinks branch={branch} />
          </section>

          <section aria-labelledby="hours">
            <Heading as="h2" id="hours">
              Opening hours
            </Heading>
            <table className={styles.hours}>
              <caption className="sr-only">
                Opening hours of the {branch.name} branch, Indian Standard Time
              </caption>
              <tbody>
                {weekdays.map((day) => (
                  <tr key={day}>
                    <th scope="row">{weekdayLabels[day].long}</th>
                    <td>{formatSessions(branch.hours[day])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Hours are in Indian Standard Time. On public holidays, call before you come. Outside
              these hours, call the emergency line,{' '}
              <a href={telHref(clinic.emergencyPhone)}>{formatPhone(clinic.emergencyPhone)}</a>,
              answered {clinic.emergencyLineAnswered.when} by {clinic.emergencyLineAnswered.by}. The{' '}
              <Link to={getTreatment('emergency-care').route}>emergency dental care page</Link> says
              when to go to a hospital instead.
            </p>
          </section>

          <section aria-labelledby="map">
            <Heading as="h2" id="map">
              Map and directions
            </Heading>
            <BranchMap branch={branch} />
            <ul>
              {branch.gettingThere.map((way) => (
                <li key={way}>{way}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="parking">
            <Heading as="h2" id="parking">
              Parking and step-free access
            </Heading>
            <p>{branch.parking}</p>
            <p>{branch.access}</p>
            <Heading as="h3" id="landmarks">
              Landmarks nearby
            </Heading>
            <ul>
              {branch.landmarks.map((landmark) => (
                <li key={landmark}>{landmark}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="doctors">
            <Heading as="h2" id="doctors">
              Dentists at {branch.name}
            </Heading>
            <DoctorCarousel
              label={`Dentists at ${branch.name}`}
              entries={team.map(({doctor, days}) => ({
                doctor,
                note: `At ${branch.name} on ${days.map((d) => weekdayLabels[d].long).join(', ')}`,
              }))}
            />
          </section>

          <section aria-labelledby="treatments">
            <Heading as="h2" id="treatments">
              Treatments at {branch.name}
            </Heading>
            {[...byCategory].map(([category, list]) => (
              <div key={category}>
                <Heading as="h3" id={`treatments-${category}`}>
                  {categoryLabels[category]}
                </Heading>
                <ul className={styles.treatments}>
                  {list.map((t) => (
                    <li key={t.id}>
                      <Link to={t.route}>{t.name}</Link>
                      {t.partAt && shareAt(t, branch.id) === 'part' && (
                        <span className={styles.partElsewhere}>
                          {' '}
                          ({t.partAt.steps} at {describeBranches(t.partAt.branches)})
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>

          <section aria-labelledby="book">
            <Heading as="h2" id="book">
              Book at {branch.name}
            </Heading>
            <p>
              Call or send a WhatsApp message to book. Tell us what the visit is for, and bring any
              recent X-rays and a list of the medicines you take.
            </p>
            <BookingCta branch={branch.id} />
          </section>
        </div>
      </main>
    </Layout>
  );
}
