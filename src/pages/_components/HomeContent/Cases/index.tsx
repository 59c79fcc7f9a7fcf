import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {beforeAfterIllustrations, illustrationNote} from '@site/src/data/illustrations';
import {sections} from '@site/src/data/navigation';
import {getTreatment} from '@site/src/data/treatments';
import Section from '@site/src/components/ui/Section';
import TreatmentCarousel from '../../TreatmentCarousel';
import styles from './styles.module.css';

/**
 * The illustrated before/after cases, one at a time on a phone: slick's
 * carousel (Previous/Next and a position count, no autoplay), or a row that
 * scrolls sideways without JavaScript.
 */
export default function Cases() {
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
