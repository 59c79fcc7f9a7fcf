import Link from '@docusaurus/Link';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {lineFor} from '@site/src/lib/money';
import FromPrice from '@site/src/components/ui/FromPrice';
import styles from './styles.module.css';

/** Brand names that start price lines and keep their capital. */
const brands = /^(Invisalign)\b/;

/**
 * "Three-unit bridge" → "three-unit bridge", to follow a colon; names like
 * "LANAP" and "Invisalign" keep their capitals (and so does a line in another script).
 */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !brands.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * The treatments for a dental problem, most likely first, each with the
 * indicative price of the option that fits the problem (problems.ts,
 * `priceLines`), else its starting price.
 */
export default function ProblemTreatments({id}: {id: string}) {
  const problem = getProblem(id);
  const list = problem.treatments.map(getTreatment);
  return (
    <ul className={styles.list} data-search-ignore="">
      {list.map((t) => {
        const lines = t.pricing?.lines ?? [];
        const line = lineFor(lines, problem.priceLines?.[t.id]);
        return (
          <li key={t.id} className={styles.item}>
            <p className={styles.name}>
              <Link to={t.route}>{t.name}</Link>
            </p>
            <p className={styles.summary}>{t.summary}</p>
            {line !== undefined && (
              <p className={styles.price}>
                <FromPrice line={line} capital indicative />
                {lines.length > 1 && <>: {lowerFirst(line.item)}</>}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
