import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {allOf, countWord} from '@site/src/lib/where';
import {useEnglishAttributes} from '@site/src/hooks/useEnglishAttributes';
import {clinic, getCommitment} from '@site/src/data/clinic';
import {groupIndian} from '@site/src/lib/indianDigits';
import {doctorRoute, doctors} from '@site/src/data/doctors';
import {beforeAfterIllustrations, illustrationNote} from '@site/src/data/illustrations';
import {sections} from '@site/src/data/navigation';
import {standards} from '@site/src/data/standards';
import {
  categoryLabels,
  getTreatment,
  treatments,
  type Treatment,
  type TreatmentCategory,
} from '@site/src/data/treatments';
import {formatRupees, startingLine} from '@site/src/lib/money';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {fetchPriorityHigh} from '@site/src/lib/fetchPriority';
import recentPosts from '@generated/site-index/default/recent-posts.json';
import BranchCard from '@site/src/components/ui/BranchCard';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import BookingDialog from '../BookingDialog';
import DoctorCarousel from '@site/src/components/ui/DoctorCarousel';
import DoctorInterests from '@site/src/components/ui/DoctorInterests';
import Island from '@site/src/components/ui/Island';
import Section from '@site/src/components/ui/Section';
import TreatmentCarousel from '../TreatmentCarousel';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';

/**
 * The order of the treatment groups on the home page: everyday care and
 * urgent help first. A category missing here is listed after these.
 */
const categoryOrder: TreatmentCategory[] = [
  'general',
  'urgent',
  'children',
  'gums',
  'replacement',
  'orthodontics',
  'cosmetic',
  'surgery',
  'planning',
];

/** Languages the dentists speak, in the order they first appear in doctors.ts. */
const languages = [...new Set(doctors.flatMap((d) => d.languages))];

/** "English, Telugu and Hindi". */
function listInWords(items: string[]): string {
  return items.length < 2
    ? items.join('')
    : translate(
        {
          id: 'home.listInWords',
          message: '{list} and {last}',
          description:
            'Joins the last item of a list of languages, e.g. "English, Telugu and Hindi"; {list} holds the earlier items separated by commas, {last} the last one',
        },
        {list: items.slice(0, -1).join(', '), last: items[items.length - 1]},
      );
}

function Hero() {
  return (
    <div className={styles.hero}>
      <div className="container">
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.kicker}>
              {clinic.name} · {branches.map((b) => b.name).join(' · ')}
            </p>
            <Heading as="h1" className={styles.heroTitle}>
              <Translate
                id="home.hero.title"
                description="Main heading of the home page; {park} is the name of the park beside the clinic"
                values={{park: clinic.landmarkPark}}>
                {'Trusted dental care in Hyderabad, beside {park}'}
              </Translate>
            </Heading>
            <p className={styles.heroLead}>
              <Translate
                id="home.hero.lead"
                description="Introduction under the home page heading; {smiles} is a number such as 12,000, {year} the year the clinic was founded, {count} the number of branches in words (e.g. three)"
                values={{
                  smiles: groupIndian(clinic.smilesTransformed),
                  year: clinic.foundedYear,
                  count: countWord(branches.length),
                }}>
                {
                  'Over {smiles} smiles transformed since {year}. Check-ups, fillings and root canals, implants, aligners and cosmetic care, with clear prices in rupees at {count} branches.'
                }
              </Translate>
            </p>
            <div className={styles.heroActions}>
              <BookingDialog />
              <a
                className="button button--lg button--emergency"
                href={telHref(clinic.emergencyPhone)}>
                <span>
                  <Translate
                    id="home.hero.emergencyCall"
                    description="Button on the home page that calls the emergency phone line; {phone} is the phone number"
                    values={{
                      phone: (
                        <span className="nowrap" dir="ltr">
                          {formatPhone(clinic.emergencyPhone)}
                        </span>
                      ),
                    }}>
                    {'Dental emergency: {phone}'}
                  </Translate>
                </span>
              </a>
            </div>
            <HospitalSigns className={styles.heroHospital} />
          </div>
          <img
            className={styles.heroImage}
            src="/img/illustrations/hero.svg"
            width={640}
            height={480}
            alt={translate({
              id: 'home.hero.imageAlt',
              message:
                'Illustration of a dentist talking with a relaxed patient in a bright clinic beside the trees of a park',
              description: 'Text alternative for the illustration beside the home page heading',
            })}
            {...fetchPriorityHigh}
          />
        </div>
      </div>
    </div>
  );
}

/** "from ₹4,000 per tooth": the treatment's starting line (src/lib/money.ts). */
function FromPrice({treatment}: {treatment: Treatment}) {
  const line = startingLine(treatment.pricing?.lines ?? []);
  if (line === undefined) {
    return (
      <span className={styles.tilePrice}>
        <Translate
          id="home.treatments.priceAfterExam"
          description="Shown on a treatment tile of the home page in place of a starting price">
          Price after an examination
        </Translate>
      </span>
    );
  }
  const values = {
    price: <strong className="nowrap">{formatRupees(line.from)}</strong>,
    unit: <span className={styles.tileUnit}>{line.unit}</span>,
  };
  return (
    <span className={styles.tilePrice}>
      {/* A planning page's fee is for a consultation, not a treatment: say what it buys. */}
      {treatment.category === 'planning' ? (
        <Translate
          id="home.treatments.consultationPrice"
          description="Fee on a home page tile for a planning consultation; {item} names what the fee is for, {price} is an amount in rupees, {unit} e.g. 'per visit'"
          values={{item: line.item, ...values}}>
          {'{item}: {price} {unit}'}
        </Translate>
      ) : (
        <Translate
          id="home.treatments.fromPrice"
          description="Starting price on a home page treatment tile; {price} is an amount in rupees, {unit} e.g. 'per tooth'"
          values={values}>
          {'from {price} {unit}'}
        </Translate>
      )}
    </span>
  );
}

/** A group's width in grid columns, by how many tiles it holds (see .group in the CSS module). */
function groupSizeClass(count: number): string {
  return count >= 4 ? styles.size4 : count === 3 ? styles.size3 : count === 2 ? styles.size2 : '';
}

function TreatmentsOverview() {
  // Information pages with no fee of their own (the standards page) are not treatments.
  const listed = treatments.filter((t) => t.pricing || t.schemaType !== 'WebPage');
  const categories = [
    ...categoryOrder,
    ...(Object.keys(categoryLabels) as TreatmentCategory[]).filter(
      (c) => !categoryOrder.includes(c),
    ),
  ];
  const groups = categories
    .map((category) => ({category, items: listed.filter((t) => t.category === category)}))
    .filter(({items}) => items.length > 0);
  return (
    <Section
      id="treatments"
      title={translate({
        id: 'home.treatments.title',
        message: 'What we treat',
        description: 'Heading of the home page section listing treatments',
      })}
      intro={translate({
        id: 'home.treatments.intro',
        message:
          'Each treatment with its starting price in rupees. Prices are indicative: your dentist confirms yours in writing after an examination, before anything is started.',
        description: 'Introduction of the home page section listing treatments',
      })}>
      <div className={styles.groups}>
        {groups.map(({category, items}) => (
          <div
            key={category}
            className={clsx(styles.group, groupSizeClass(items.length))}
            role="group"
            aria-labelledby={`treatments-${category}`}>
            <Heading as="h3" id={`treatments-${category}`} className={styles.groupTitle}>
              {categoryLabels[category]}
            </Heading>
            <ul className={styles.tiles}>
              {items.map((t) => (
                <li key={t.id} className={styles.tile}>
                  <Link to={t.route} className={styles.tileLink}>
                    {t.shortName ?? t.name}
                  </Link>
                  <span className={styles.tileSummary}>{t.summary}</span>
                  <FromPrice treatment={t} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className={styles.afterTiles}>
        <Translate
          id="home.treatments.notSure"
          description="Note under the treatment tiles on the home page; {assessmentLink} is a link whose text is home.treatments.notSure.assessmentLink"
          values={{
            assessmentLink: (
              <Link to="/smile-assessment">
                <Translate
                  id="home.treatments.notSure.assessmentLink"
                  description="Link text to the smile assessment, inside home.treatments.notSure">
                  Answer a few questions in the smile assessment
                </Translate>
              </Link>
            ),
          }}>
          {
            'Not sure which treatment you need? {assessmentLink}, or describe the problem when you book and the dentist will examine you first.'
          }
        </Translate>
      </p>
    </Section>
  );
}

/**
 * The illustrated before/after cases, one at a time on a phone: slick's
 * carousel (Previous/Next and a position count, no autoplay), or a row that
 * scrolls sideways without JavaScript.
 */
function Cases() {
  return (
    <Section
      id="cases"
      title={translate({
        id: 'home.cases.title',
        message: 'What treatment can change',
        description: 'Heading of the home page section with illustrated before and after cases',
      })}
      intro={translate({
        id: 'home.cases.intro',
        message:
          'Drawings made for this site of the kind of change each treatment makes. They are illustrations, not photographs of patients, and your own result depends on your teeth.',
        description:
          'Introduction of the home page section with illustrated before and after cases',
      })}
      muted>
      <TreatmentCarousel
        label={translate({
          id: 'home.cases.carouselLabel',
          message: 'Illustrated before and after cases',
          description: 'Name of the carousel of before and after cases, read by screen readers',
        })}
        slides={beforeAfterIllustrations.map((pair) => {
          const treatment = getTreatment(pair.id);
          return {
            key: pair.id,
            content: (
              <figure className={styles.case}>
                <Heading as="h3" className={styles.caseTitle}>
                  <Link to={treatment.route}>{treatment.shortName ?? treatment.name}</Link>
                </Heading>
                <div className={styles.casePair}>
                  {(['before', 'after'] as const).map((side) => (
                    <div key={side} className={styles.caseSide}>
                      <img
                        src={pair[side].src}
                        alt={pair[side].alt}
                        width={pair.width}
                        height={pair.height}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className={styles.caseLabel}>
                        {side === 'before'
                          ? translate({
                              id: 'home.cases.before',
                              message: 'Before',
                              description: 'Label under the "before" picture of a case',
                            })
                          : translate({
                              id: 'home.cases.after',
                              message: 'After',
                              description: 'Label under the "after" picture of a case',
                            })}
                      </span>
                    </div>
                  ))}
                </div>
                <figcaption className={styles.caseCaption}>
                  <strong>{illustrationNote.text}</strong> {pair.caption}
                </figcaption>
              </figure>
            ),
          };
        })}
      />
      <p className={styles.afterCarousel}>
        <Link to={sections.gallery.route}>
          <Translate
            id="home.cases.galleryLink"
            description="Link from the home page cases carousel to the gallery page">
            Every illustrated case, with a comparison slider
          </Translate>
        </Link>
      </p>
    </Section>
  );
}

function Branches() {
  return (
    <Section
      id="branches"
      title={translate(
        {
          id: 'home.branches.title',
          message: 'Our {count} branches',
          description:
            'Heading of the home page section listing branches; {count} is the number of branches in words (e.g. three)',
        },
        {count: countWord(branches.length)},
      )}
      intro={translate({
        id: 'home.branches.intro',
        message: 'Each branch keeps its own hours; tap to call, message or get directions.',
        description: 'Introduction of the home page section listing branches',
      })}
      muted>
      <div className={styles.cardGrid}>
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </div>
    </Section>
  );
}

/**
 * What the clinic does and how it works, in facts a patient can check (DCI
 * rules: no superlatives, no testimonials). Everything comes from src/data.
 */
function HowWeWork() {
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
            values={{languages: listInWords(languages)}}>
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

function DoctorsTeaser() {
  return (
    <Section
      id="doctors"
      title={translate({
        id: 'home.doctors.title',
        message: 'Meet the dentists',
        description: 'Heading of the home page section introducing the dentists',
      })}
      intro={translate(
        {
          id: 'home.doctors.intro',
          message: '{count} dentists, each with a master’s degree (MDS).',
          description:
            'Introduction of the home page section introducing the dentists; {count} is the number of dentists',
        },
        {count: doctors.length},
      )}>
      <DoctorCarousel
        label={translate({
          id: 'home.doctors.carouselLabel',
          message: 'Our dentists',
          description: 'Name of the carousel of dentists on the home page, read by screen readers',
        })}
        entries={doctors.map((doctor) => ({doctor, note: doctor.degrees.join(', ')}))}
      />
      <p>
        <Link to="/doctors/Doctor">
          <Translate
            id="home.doctors.allLink"
            description="Link from the home page to the list of all dentists">
            All dentists, their branches and days
          </Translate>
        </Link>
      </p>
    </Section>
  );
}

function LatestPosts() {
  const english = useEnglishAttributes();
  if (recentPosts.length === 0) {
    return null;
  }
  return (
    <Section
      id="articles"
      title={translate({
        id: 'home.articles.title',
        message: 'From our dentists',
        description: 'Heading of the home page section listing recent articles',
      })}
      muted>
      <ul className={styles.cardGrid}>
        {recentPosts.map((post) => (
          <li key={post.permalink} className={styles.card}>
            <Heading as="h3">
              <Link to={post.permalink} {...english}>
                {post.title}
              </Link>
            </Heading>
            <p {...english}>{post.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Book() {
  return (
    <Section
      id="book"
      title={translate({
        id: 'home.book.title',
        message: 'Book an appointment',
        description: 'Heading of the home page section for booking',
      })}
      intro={translate({
        id: 'home.book.intro',
        message: 'Call or message a branch on WhatsApp.',
        description: 'Introduction of the home page section for booking',
      })}>
      <div className={styles.cardGrid}>
        {branches.map((branch) => (
          <div key={branch.id} className={styles.card}>
            <Heading as="h3">{branch.name}</Heading>
            <BranchContactLinks branch={branch} />
          </div>
        ))}
      </div>
      <div className="margin-top--md">
        <Link
          className={clsx('button button--primary button--lg', styles.wrapButton)}
          to={sections.contact.route}>
          <Translate
            id="home.book.onlineRequest"
            description="Button on the home page leading to the online appointment request form">
            Request an appointment online
          </Translate>
        </Link>
      </div>
    </Section>
  );
}

/**
 * The home page's content, shared by / and /HomePage. Its lower sections fade
 * in as they scroll into view (the "reveal" widget; never for reduced motion,
 * and never hiding anything when scripts do not run).
 */
/** The home page's title, shared by / and its old address /HomePage. */
export function homePageTitle(): string {
  return translate(
    {
      id: 'home.meta.title',
      message: 'Dental clinic in {branches}',
      description:
        'Browser tab title of the home page; {branches} lists the branch areas, e.g. "Banjara Hills, Jubilee Hills and Kondapur"',
    },
    {branches: allOf(branches.map((b) => b.name))},
  );
}

export default function HomeContent() {
  return (
    <Island widget="reveal" as="main">
      <Hero />
      <TreatmentsOverview />
      <Branches />
      <HowWeWork />
      <Cases />
      <DoctorsTeaser />
      <LatestPosts />
      <Book />
    </Island>
  );
}
