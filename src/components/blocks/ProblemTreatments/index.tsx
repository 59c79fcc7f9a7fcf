import Link from '@docusaurus/Link';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {formatRupees, lowestPrice} from '@site/src/lib/money';
import styles from './styles.module.css';

/** The treatments for a dental problem, most likely first, each with its indicative starting price. */
export default function ProblemTreatments({id}: {id: string}) {
  const list = getProblem(id).treatments.map(getTreatment);
  return (
    <ul className={styles.list}>
      {list.map((t) => {
        const from = lowestPrice(t.pricing?.lines ?? []);
        return (
          <li key={t.id} className={styles.item}>
            <p className={styles.name}>
              <Link to={t.route}>{t.name}</Link>
            </p>
            <p className={styles.summary}>{t.summary}</p>
            {from !== undefined && (
              <p className={styles.price}>From {formatRupees(from)} (indicative)</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
