import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {clinic, getCommitment} from '@site/src/data/clinic';
import {doctorRoute, doctors} from '@site/src/data/doctors';
import {standards} from '@site/src/data/standards';
import {getTreatment} from '@site/src/data/treatments';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {andList} from '@site/src/lib/text';
import DoctorInterests from '@site/src/components/ui/DoctorInterests';
import Section from '@site/src/components/ui/Section';
import styles from './styles.module.css';

/** Languages the dentists speak, in the order they first appear in doctors.ts. */
const languages = [...new Set(doctors.flatMap((d) => d.languages))];

/**
 * What the clinic does and how it works, in facts a patient can check (DCI
 * rules: no superlatives, no testimonials). Everything comes from src/data.
 */
export default function HowWeWork() {
  const lang = useIntlLocale();
  const specialists = getCommitment('specialists');
  const sterilisation = getCommitment('visible-sterilisation');
  const estimate = getCommitment('written-estimate');
  const shown = [specialists, sterilisation, estimate];
  const otherCommitments = clinic.commitments.filter((c) => !shown.includes(c));
  const registration = standards.find((s) => s.id === 'dentists-state-council');
  const infectionControl = standards.filter((s) => s.kind === 'infection-control');
  const consent = standards.find((s) => s.id === 'written-consent');
  const equipment = standards.filter((s) => s.kind === 'equipment');
  const standardsPage = getTreatment('accreditations');

  const figures = [
    {
      value: String(doctors.length),
      label: translate({
        id: 'home.howWeWork.figures.dentists',
        message: 'dentists on the team',
        description: 'Follows a number in bold on the home page, e.g. "6 dentists on the team"',
      }),
    },
    {
      value: String(branches.length),
      label: translate({
        id: 'home.howWeWork.figures.branches',
        message: 'branches in Hyderabad',
        description: 'Follows a number in bold on the home page, e.g. "3 branches in Hyderabad"',
      }),
    },
    {
      value: String(languages.length),
      label: translate({
        id: 'home.howWeWork.figures.languages',
        message: 'languages spoken',
        description: 'Follows a number in bold on the home page, e.g. "4 languages spoken"',
      }),
    },
    {
      value: String(clinic.foundedYear),
      label: translate({
        id: 'home.howWeWork.figures.founded',
        message: 'the year our first branch opened',
        description:
          'Follows a year in bold on the home page, e.g. "2009 the year our first branch opened"',
      }),
    },
  ];

  return (
    <Section
      id="why"
      title={translate({
        id: 'home.howWeWork.title',
        message: 'How we work',
        description: 'Heading of the home page section with facts about the clinic',
      })}
      intro={translate({
        id: 'home.howWeWork.intro',
        message: 'Plain facts about the clinic, so you can compare clinics for yourself.',
        description: 'Introduction of the home page section with facts about the clinic',
      })}>
      <ul className={styles.figures}>
        {figures.map((f) => (
          <li key={f.label} className={styles.figure}>
            <strong className={styles.figureValue}>{f.value}</strong> {f.label}
          </li>
        ))}
      </ul>

      <div className={styles.pillars}>
        <div className={styles.pillar}>
          <p className={styles.pillarKicker}>
            <Translate
              id="home.howWeWork.dentists.kicker"
              description="Small label above the home page column about the dentists">
              Your dentists
            </Translate>
          </p>
          <Heading as="h3" className={styles.pillarTitle}>
            {specialists.title}
          </Heading>
          <p>{specialists.detail}</p>
          <ul className={styles.doctorList}>
            {doctors.map((d) => (
              <li key={d.id}>
                <Link to={doctorRoute(d)}>{d.name}</Link>
                <span className={styles.doctorRole}>{d.role}</span>
                <DoctorInterests doctor={d} className={styles.doctorRole} />
              </li>
            ))}
          </ul>
          {registration && <p className={styles.pillarNote}>{registration.title}.</p>}
        </div>

        <div className={styles.pillar}>
          <p className={styles.pillarKicker}>
            <Translate
              id="home.howWeWork.safety.kicker"
              description="Small label above the home page column about infection control">
              Safety
            </Translate>
          </p>
          <Heading as="h3" className={styles.pillarTitle}>
            {sterilisation.title}
          </Heading>
          <p>{sterilisation.detail}</p>
          <ul className={styles.checkList}>
            {infectionControl.map((s) => (
              <li key={s.id}>{s.title}</li>
            ))}
          </ul>
        </div>

        <div className={styles.pillar}>
          <p className={styles.pillarKicker}>
            <Translate
              id="home.howWeWork.costs.kicker"
              description="Small label above the home page column about costs and consent">
              Costs and consent
            </Translate>
          </p>
          <Heading as="h3" className={styles.pillarTitle}>
            {estimate.title}
          </Heading>
          <p>{estimate.detail}</p>
          {consent && <p>{consent.detail}</p>}
        </div>
      </div>

      <ul className={styles.moreFacts}>
        {equipment.map((s) => (
          <li key={s.id}>
            <strong>{s.title}.</strong> {s.detail}
          </li>
        ))}
        {otherCommitments.map((c) => (
          <li key={c.id}>
            <strong>{c.title}.</strong> {c.detail}
          </li>
        ))}
        <li>
          <strong>
            <Translate
              id="home.howWeWork.languages.title"
              description="Bold lead-in of the home page fact about languages">
              Care in your language.
            </Translate>
          </strong>{' '}
          <Translate
            id="home.howWeWork.languages.detail"
            description="Home page fact about languages; {languages} is a list such as 'English, Telugu and Hindi'"
            values={{languages: andList(lang, languages)}}>
            {'Our dentists speak {languages}.'}
          </Translate>
        </li>
      </ul>
      <p>
        <Link to={standardsPage.route}>
          <Translate
            id="home.howWeWork.standardsLink"
            description="Link from the home page to the page on registrations and standards">
            Registrations, memberships and the safety standards we follow
          </Translate>
        </Link>
      </p>
    </Section>
  );
}
