import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {groupIndian} from '@site/src/lib/indianDigits';
import {fetchPriorityHigh} from '@site/src/lib/fetchPriority';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {countWord} from '@site/src/lib/where';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import BookingDialog from '../../BookingDialog';
import styles from './styles.module.css';

export default function Hero() {
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
