import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {clinic, smilesTransformedLabel} from '@site/src/data/clinic';
import {doctors} from '@site/src/data/doctors';
import {categoryLabels, treatments, type TreatmentCategory} from '@site/src/data/treatments';
import {formatRupees, lowestPrice} from '@site/src/lib/money';
import {formatPhone, telHref} from '@site/src/lib/phone';
import type {SiteIndexGlobalData} from '@site/plugins/site-index';
import BranchCard from '@site/src/components/ui/BranchCard';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import BookingDialog from '../BookingDialog';
import DoctorCarousel from '@site/src/components/ui/DoctorCarousel';
import Island from '@site/src/components/ui/Island';
import Section from '@site/src/components/ui/Section';
import TreatmentCarousel from '../TreatmentCarousel';
import styles from './styles.module.css';

/** Treatments shown in the home page's price teaser, in this order. */
const pricedOnHome = [
  'cleaning',
  'fillings',
  'root-canal',
  'teeth-whitening',
  'dental-implants',
  'invisalign',
];

function Hero() {
  return (
    <div className={styles.hero}>
      <div className="container">
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.kicker}>
              {clinic.name} · Banjara Hills · Jubilee Hills · Kondapur
            </p>
            <Heading as="h1" className={styles.heroTitle}>
              Trusted dental care in Hyderabad, beside {clinic.landmarkPark}
            </Heading>
            <p className={styles.heroLead}>
              Over {smilesTransformedLabel.replace('+', '')} smiles transformed since{' '}
              {clinic.foundedYear}. Check-ups, fillings and root canals, implants, aligners and
              cosmetic care, with clear prices in rupees and a branch near you.
            </p>
            <div className={styles.heroActions}>
              <BookingDialog />
              <a
                className="button button--secondary button--lg"
                href={telHref(clinic.emergencyPhone)}>
                Dental emergency: {formatPhone(clinic.emergencyPhone)}
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

function TreatmentsOverview() {
  const categories = Object.keys(categoryLabels) as TreatmentCategory[];
  return (
    <Section
      id="treatments"
      title="What we treat"
      intro="Everything from a six-monthly clean to full-mouth implants, grouped by what you need.">
      <TreatmentCarousel
        label="Treatments by need"
        slides={categories
          .map((category) => ({category, items: treatments.filter((t) => t.category === category)}))
          .filter(({items}) => items.length > 0)
          .map(({category, items}) => ({
            key: category,
            content: (
              <div className={styles.card}>
                <Heading as="h3">{categoryLabels[category]}</Heading>
                <ul className={styles.plainList}>
                  {items.map((t) => (
                    <li key={t.id}>
                      <Link to={t.route}>{t.shortName ?? t.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          }))}
      />
    </Section>
  );
}

function Branches() {
  return (
    <Section
      id="branches"
      title="Our three branches"
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

function WhyPatientsChoose() {
  const languages = [...new Set(doctors.flatMap((d) => d.languages))];
  return (
    <Section
      id="why"
      title="Why patients choose us"
      intro="Plain facts about how we work, so you can compare clinics for yourself.">
      <ul className={styles.factGrid}>
        {clinic.commitments.map((c) => (
          <li key={c.title} className={styles.fact}>
            <strong>{c.title}.</strong> {c.detail}
          </li>
        ))}
        <li className={styles.fact}>
          <strong>Care in your language.</strong> Our dentists speak{' '}
          {languages.slice(0, -1).join(', ')} and {languages[languages.length - 1]}.
        </li>
      </ul>
    </Section>
  );
}

function DoctorsTeaser() {
  return (
    <Section
      id="doctors"
      title="Meet the dentists"
      intro={`${doctors.length} dentists, each with a master’s degree in their field.`}
      muted>
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

function PricingTeaser() {
  return (
    <Section
      id="prices"
      title="What treatment costs"
      intro="Indicative starting prices in rupees. Your dentist confirms your price in writing after an examination.">
      <table className={styles.priceTable}>
        <thead>
          <tr>
            <th scope="col">Treatment</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {pricedOnHome.map((id) => {
            const t = treatments.find((x) => x.id === id)!;
            const from = lowestPrice(t.pricing?.lines ?? []);
            return (
              <tr key={id}>
                <td>
                  <Link to={t.route}>{t.shortName ?? t.name}</Link>
                </td>
                <td>
                  {from === undefined
                    ? 'On request'
                    : `${formatRupees(from)} ${t.pricing!.lines.find((l) => l.from === from)!.unit}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

function LatestPosts() {
  const {recentPosts} = usePluginData('site-index') as SiteIndexGlobalData;
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
    <Section
      id="book"
      title="Book an appointment"
      intro="Call or message the branch nearest you. We reply on WhatsApp during opening hours.">
      <div className={styles.cardGrid}>
        {branches.map((branch) => (
          <div key={branch.id} className={styles.card}>
            <Heading as="h3">{branch.name}</Heading>
            <BranchContactLinks branch={branch} />
          </div>
        ))}
      </div>
      <p className="margin-top--md">
        <Link className="button button--primary button--lg" to="/contact">
          Request an appointment online
        </Link>
      </p>
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
      <WhyPatientsChoose />
      <DoctorsTeaser />
      <PricingTeaser />
      <LatestPosts />
      <Book />
    </Island>
  );
}
