import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {categoryLabels, treatments} from '@site/src/data/treatments';
import {groupByCategory, listedTreatments} from '@site/src/lib/treatmentGroups';
import Section from '@site/src/components/ui/Section';
import StartingPrice from '@site/src/components/ui/StartingPrice';
import styles from './styles.module.css';

/** A group's width in grid columns, by how many tiles it holds (see .group in the CSS module). */
function groupSizeClass(count: number): string {
  return count >= 4 ? styles.size4 : count === 3 ? styles.size3 : count === 2 ? styles.size2 : '';
}

export default function TreatmentsOverview() {
  const groups = groupByCategory(listedTreatments(treatments));
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
        {groups.map(({category, treatments: items}) => (
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
                  <StartingPrice
                    treatment={t}
                    className={styles.tilePrice}
                    unitClassName={styles.tileUnit}
                  />
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
