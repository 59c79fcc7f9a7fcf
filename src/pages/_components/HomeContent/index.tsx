import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {branchCountWord, branches} from '@site/src/data/branches';
import {clinic, smilesTransformedLabel} from '@site/src/data/clinic';
import {doctorRoute, doctors} from '@site/src/data/doctors';
import {beforeAfterIllustrations} from '@site/src/data/illustrations';
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
import recentPosts from '@generated/site-index/default/recent-posts.json';
import BranchCard from '@site/src/components/ui/BranchCard';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import BookingDialog from '../BookingDialog';
import DoctorCarousel from '@site/src/components/ui/DoctorCarousel';
import Island from '@site/src/components/ui/Island';
import Section from '@site/src/components/ui/Section';
import TreatmentCarousel from '../TreatmentCarousel';
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
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
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
              Trusted dental care in Hyderabad, beside {clinic.landmarkPark}
            </Heading>
            <p className={styles.heroLead}>
              Over {smilesTransformedLabel.replace('+', '')} smiles transformed since{' '}
              {clinic.foundedYear}. Check-ups, fillings and root canals, implants, aligners and
              cosmetic care, with clear prices in rupees at {branchCountWord} branches.
            </p>
            <div className={styles.heroActions}>
              <BookingDialog />
              <a
                className="button button--lg button--emergency"
                href={telHref(clinic.emergencyPhone)}>
                <span>
                  Dental emergency:{' '}
                  <span className="nowrap">{formatPhone(clinic.emergencyPhone)}</span>
                </span>
              </a>
            </div>
          </div>
          <img
            className={styles.heroImage}
            src="/img/illustrations/hero.svg"
            width={640}
            height={480}
            alt="Illustration of a dentist talking with a relaxed patient in a bright clinic beside the trees of a park"
            fetchPriority="high"
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
    return <span className={styles.tilePrice}>Price after an examination</span>;
  }
  // A planning page's fee is for a consultation, not a treatment: say what it buys.
  const what = treatment.category === 'planning' ? `${line.item}: ` : 'from ';
  return (
    <span className={styles.tilePrice}>
      {what}
      <strong className="nowrap">{formatRupees(line.from)}</strong>{' '}
      <span className={styles.tileUnit}>{line.unit}</span>
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
      title="What we treat"
      intro="Each treatment with its starting price in rupees. Prices are indicative: your dentist confirms yours in writing after an examination, before anything is started.">
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
        Not sure which treatment you need?{' '}
        <Link to="/smile-assessment">Answer a few questions in the smile assessment</Link>, or
        describe the problem when you book and the dentist will examine you first.
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
      title="What treatment can change"
      intro="Drawings made for this site of the kind of change each treatment makes. They are illustrations, not photographs of patients, and your own result depends on your teeth."
      muted>
      <TreatmentCarousel
        label="Illustrated before and after cases"
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
                        {side === 'before' ? 'Before' : 'After'}
                      </span>
                    </div>
                  ))}
                </div>
                <figcaption className={styles.caseCaption}>{pair.caption}</figcaption>
              </figure>
            ),
          };
        })}
      />
      <p className={styles.afterCarousel}>
        <Link to={sections.gallery.route}>Every illustrated case, with a comparison slider</Link>
      </p>
    </Section>
  );
}

function Branches() {
  return (
    <Section
      id="branches"
      title={`Our ${branchCountWord} branches`}
      intro="Each branch keeps its own hours; tap to call, message or get directions."
      muted>
      <div className={styles.cardGrid}>
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </div>
    </Section>
  );
}

/** The commitment in clinic.ts with this title, if the clinic still makes it. */
function commitment(title: string) {
  return clinic.commitments.find((c) => c.title === title);
}

/**
 * What the clinic does and how it works, in facts a patient can check (DCI
 * rules: no superlatives, no testimonials). Everything comes from src/data.
 */
function HowWeWork() {
  const specialists = commitment('Specialists for specialist work');
  const sterilisation = commitment('Sterilisation you can see');
  const estimate = commitment('A written estimate before treatment');
  const shown = [specialists, sterilisation, estimate];
  const otherCommitments = clinic.commitments.filter((c) => !shown.includes(c));
  const registration = standards.find((s) => s.id === 'dentists-state-council');
  const infectionControl = standards.filter((s) => s.kind === 'infection-control');
  const consent = standards.find((s) => s.id === 'written-consent');
  const equipment = standards.filter((s) => s.kind === 'equipment');
  const standardsPage = getTreatment('accreditations');

  const figures = [
    {value: String(doctors.length), label: 'dentists on the team'},
    {value: String(branches.length), label: 'branches in Hyderabad'},
    {value: String(languages.length), label: 'languages spoken'},
    {value: String(clinic.foundedYear), label: 'the year our first branch opened'},
  ];

  return (
    <Section
      id="why"
      title="How we work"
      intro="Plain facts about the clinic, so you can compare clinics for yourself.">
      <ul className={styles.figures}>
        {figures.map((f) => (
          <li key={f.label} className={styles.figure}>
            <strong className={styles.figureValue}>{f.value}</strong> {f.label}
          </li>
        ))}
      </ul>

      <div className={styles.pillars}>
        <div className={styles.pillar}>
          <p className={styles.pillarKicker}>Your dentists</p>
          <Heading as="h3" className={styles.pillarTitle}>
            {specialists?.title ?? 'Our dentists'}
          </Heading>
          {specialists && <p>{specialists.detail}</p>}
          <ul className={styles.doctorList}>
            {doctors.map((d) => (
              <li key={d.id}>
                <Link to={doctorRoute(d)}>{d.name}</Link>
                <span className={styles.doctorRole}>{d.role}</span>
              </li>
            ))}
          </ul>
          {registration && <p className={styles.pillarNote}>{registration.title}.</p>}
        </div>

        <div className={styles.pillar}>
          <p className={styles.pillarKicker}>Safety</p>
          <Heading as="h3" className={styles.pillarTitle}>
            {sterilisation?.title ?? 'Infection control'}
          </Heading>
          {sterilisation && <p>{sterilisation.detail}</p>}
          <ul className={styles.checkList}>
            {infectionControl.map((s) => (
              <li key={s.id}>{s.title}</li>
            ))}
          </ul>
        </div>

        <div className={styles.pillar}>
          <p className={styles.pillarKicker}>Costs and consent</p>
          <Heading as="h3" className={styles.pillarTitle}>
            {estimate?.title ?? 'Costs in writing'}
          </Heading>
          {estimate && <p>{estimate.detail}</p>}
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
          <li key={c.title}>
            <strong>{c.title}.</strong> {c.detail}
          </li>
        ))}
        <li>
          <strong>Care in your language.</strong> Our dentists speak {listInWords(languages)}.
        </li>
      </ul>
      <p>
        <Link to={standardsPage.route}>
          Registrations, memberships and the safety standards we follow
        </Link>
      </p>
    </Section>
  );
}

function DoctorsTeaser() {
  return (
    <Section
      id="doctors"
      title="Meet the dentists"
      intro={`${doctors.length} dentists, each with a master’s degree (MDS).`}>
      <DoctorCarousel
        label="Our dentists"
        entries={doctors.map((doctor) => ({doctor, note: doctor.degrees.join(', ')}))}
      />
      <p>
        <Link to="/doctors/Doctor">All dentists, their branches and days</Link>
      </p>
    </Section>
  );
}

function LatestPosts() {
  if (recentPosts.length === 0) {
    return null;
  }
  return (
    <Section id="articles" title="From our dentists" muted>
      <ul className={styles.cardGrid}>
        {recentPosts.map((post) => (
          <li key={post.permalink} className={styles.card}>
            <Heading as="h3">
              <Link to={post.permalink}>{post.title}</Link>
            </Heading>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Book() {
  return (
    <Section id="book" title="Book an appointment" intro="Call or message a branch on WhatsApp.">
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
          Request an appointment online
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
