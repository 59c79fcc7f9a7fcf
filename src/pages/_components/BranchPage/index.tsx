import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {facilityLabels, getBranch, weekdays} from '@site/src/data/branches';
import {useShowPageSubject} from '@site/src/hooks/useBranchChoice';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {describeBranches} from '@site/src/lib/where';
import {clinic} from '@site/src/data/clinic';
import {doctors} from '@site/src/data/doctors';
import {
  categoryLabels,
  getTreatment,
  treatments,
  type TreatmentCategory,
} from '@site/src/data/treatments';
import {formatSessions, weekdayName} from '@site/src/lib/hours';
import {useHoursWriting} from '@site/src/hooks/useHoursWriting';
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
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';

/** The whole page of one branch, from src/data/branches.ts, doctors.ts and treatments.ts. */
export default function BranchPage({id}: {id: string}) {
  const hoursWriting = useHoursWriting();
  const lang = useIntlLocale();
  const branch = getBranch(id);
  // Its branch leads the action bar and the chat button here; a tap on one makes it the visitor's choice.
  useShowPageSubject({branch: branch.id});
  const {address} = branch;
  const title = translate(
    {
      id: 'branchPage.title',
      message: 'Dental clinic in {branch}, Hyderabad',
      description: 'Page title and main heading of a branch page; {branch} is the branch name',
    },
    {branch: branch.name},
  );
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
      description={translate(
        {
          id: 'branchPage.meta.description',
          message:
            '{clinic} in {branch}: address near {landmark}, opening hours, phone and WhatsApp, parking, step-free access, dentists and treatments.',
          description:
            'Meta description of a branch page; {clinic} is the clinic name, {branch} the branch name, {landmark} a nearby landmark',
        },
        {clinic: clinic.name, branch: branch.name, landmark: branch.landmarks[0]},
      )}>
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
      <main className="container margin-vert--lg">
        <div className={styles.page}>
          <Heading as="h1">{title}</Heading>
          {branch.about.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <Heading as="h2" id="on-site">
            <Translate
              id="branchPage.onSite.heading"
              description="Heading of the branch page section listing its rooms and equipment">
              Rooms and equipment
            </Translate>
          </Heading>
          <ul className={styles.facilities}>
            <li>
              <Translate
                id="branchPage.onSite.treatmentRooms"
                description="Item in the branch's equipment list; {count} is the number of treatment rooms"
                values={{count: branch.treatmentRooms}}>
                {'{count} treatment rooms'}
              </Translate>
            </li>
            <li>
              <Translate
                id="branchPage.onSite.digitalXrays"
                description="Item in the branch's equipment list">
                Digital X-rays
              </Translate>
            </li>
            {branch.facilities.map((f) => (
              <li key={f}>{capitalise(facilityLabels[f])}</li>
            ))}
          </ul>

          <section aria-labelledby="address">
            <Heading as="h2" id="address">
              <Translate
                id="branchPage.address.heading"
                description="Heading of the branch page section with its address, phone and WhatsApp">
                Address and contact
              </Translate>
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
              <Translate
                id="branchPage.hours.heading"
                description="Heading of the branch page section with its weekly opening hours">
                Opening hours
              </Translate>
            </Heading>
            <table className={styles.hours}>
              <caption className="sr-only">
                <Translate
                  id="branchPage.hours.caption"
                  description="Caption of the opening hours table, read by screen readers; {branch} is the branch name"
                  values={{branch: branch.name}}>
                  {'Opening hours of the {branch} branch, Indian Standard Time'}
                </Translate>
              </caption>
              <tbody>
                {weekdays.map((day) => (
                  <tr key={day}>
                    <th scope="row">{weekdayName(day, 'long', hoursWriting)}</th>
                    <td>{formatSessions(branch.hours[day], hoursWriting)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <Translate
                id="branchPage.hours.note"
                description="Note under the opening hours table; {phone} is the emergency phone link, {when} when the line is answered (e.g. 'every day, 24 hours'), {by} who answers it, {emergencyPage} a link to the emergency care page"
                values={{
                  phone: (
                    <a href={telHref(clinic.emergencyPhone)} dir="ltr">
                      {formatPhone(clinic.emergencyPhone)}
                    </a>
                  ),
                  when: clinic.emergencyLineAnswered.when,
                  by: clinic.emergencyLineAnswered.by,
                  emergencyPage: (
                    <Link to={getTreatment('emergency-care').route}>
                      <Translate
                        id="branchPage.hours.emergencyPageLink"
                        description="Text of the link to the emergency dental care page, inside the note under the opening hours">
                        emergency dental care page
                      </Translate>
                    </Link>
                  ),
                }}>
                {
                  'Hours are in Indian Standard Time. On public holidays, call before you come. Outside these hours, call the emergency line, {phone}, answered {when} by {by}. The {emergencyPage} says when to go to a hospital instead.'
                }
              </Translate>
            </p>
            <HospitalSigns />
          </section>

          <section aria-labelledby="map">
            <Heading as="h2" id="map">
              <Translate
                id="branchPage.map.heading"
                description="Heading of the branch page section with the map and ways to get there">
                Map and directions
              </Translate>
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
              <Translate
                id="branchPage.parking.heading"
                description="Heading of the branch page section about parking and wheelchair access">
                Parking and step-free access
              </Translate>
            </Heading>
            <p>{branch.parking}</p>
            <p>{branch.access}</p>
            <Heading as="h3" id="landmarks">
              <Translate
                id="branchPage.landmarks.heading"
                description="Heading of the list of landmarks near a branch">
                Landmarks nearby
              </Translate>
            </Heading>
            <ul>
              {branch.landmarks.map((landmark) => (
                <li key={landmark}>{landmark}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="doctors">
            <Heading as="h2" id="doctors">
              <Translate
                id="branchPage.doctors.heading"
                description="Heading of the branch page section listing its dentists; {branch} is the branch name"
                values={{branch: branch.name}}>
                {'Dentists at {branch}'}
              </Translate>
            </Heading>
            <DoctorCarousel
              label={translate(
                {
                  id: 'branchPage.doctors.carouselLabel',
                  message: 'Dentists at {branch}',
                  description:
                    'Screen reader name of the carousel of dentists on a branch page; {branch} is the branch name',
                },
                {branch: branch.name},
              )}
              entries={team.map(({doctor, days}) => ({
                doctor,
                note: translate(
                  {
                    id: 'branchPage.doctors.days',
                    message: 'At {branch} on {days}',
                    description:
                      "Line on a dentist's card on a branch page; {branch} is the branch name, {days} a comma-separated list of weekdays",
                  },
                  {
                    branch: branch.name,
                    days: days.map((d) => weekdayName(d, 'long', hoursWriting)).join(', '),
                  },
                ),
              }))}
            />
          </section>

          <section aria-labelledby="treatments">
            <Heading as="h2" id="treatments">
              <Translate
                id="branchPage.treatments.heading"
                description="Heading of the branch page section listing its treatments; {branch} is the branch name"
                values={{branch: branch.name}}>
                {'Treatments at {branch}'}
              </Translate>
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
                          <Translate
                            id="branchPage.treatments.partElsewhere"
                            description="After a treatment partly done at other branches; {steps} names the steps (e.g. 'the scan'), {branches} the other branches"
                            values={{
                              steps: t.partAt.steps,
                              branches: describeBranches(lang, t.partAt.branches),
                            }}>
                            {'({steps} at {branches})'}
                          </Translate>
                        </span>
                      )}
                      {t.awayFromBranches && (
                        <span className={styles.partElsewhere}>
                          {' '}
                          <Translate
                            id="branchPage.treatments.awayFromBranches"
                            description="After a treatment with steps done away from every branch; {steps} names the steps (e.g. 'the operation and the hospital stay'), {place} where (e.g. 'our partner hospital')"
                            values={t.awayFromBranches}>
                            {'({steps} at {place})'}
                          </Translate>
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
              <Translate
                id="branchPage.book.heading"
                description="Heading of the booking section of a branch page; {branch} is the branch name"
                values={{branch: branch.name}}>
                {'Book at {branch}'}
              </Translate>
            </Heading>
            <p>
              <Translate
                id="branchPage.book.text"
                description="Paragraph in the booking section of a branch page">
                Call or send a WhatsApp message to book. Tell us what the visit is for, and bring
                any recent X-rays and a list of the medicines you take.
              </Translate>
            </p>
            <BookingCta branch={branch.id} />
          </section>
        </div>
      </main>
    </Layout>
  );
}
