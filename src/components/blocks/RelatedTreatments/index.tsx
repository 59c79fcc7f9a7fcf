import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {problemsTreatedBy} from '@site/src/data/relations';
import {getTreatment} from '@site/src/data/treatments';
import styles from './styles.module.css';

interface LinkItem {
  name: string;
  route: string;
  summary: string;
}

function LinkList({title, items}: {title: string; items: LinkItem[]}) {
  if (items.length === 0) {
    return null;
  }
  return (
    <div>
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.route}>
            <Link to={item.route}>{item.name}</Link>: {item.summary}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Related treatments and dental problems of a treatment, linked where their pages exist. */
export default function RelatedTreatments({id}: {id: string}) {
  const treatment = getTreatment(id);
  const related = treatment.related.map(getTreatment);
  const problems = problemsTreatedBy(treatment.id);
  return (
    <div className={styles.related} data-search-ignore="">
      <LinkList
        title={translate({
          id: 'relatedTreatments.related',
          message: 'Related treatments',
          description: 'Treatment page: title of the list of related treatments',
        })}
        items={related}
      />
      <LinkList
        title={translate({
          id: 'relatedTreatments.problems',
          message: 'Problems it treats',
          description: 'Treatment page: title of the list of dental problems the treatment treats',
        })}
        items={problems}
      />
    </div>
  );
}
