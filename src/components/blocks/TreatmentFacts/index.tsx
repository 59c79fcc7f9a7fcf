import Link from '@docusaurus/Link';
import {coversAllBranches, describeBranches, getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {categoryLabels, getTreatment} from '@site/src/data/treatments';
import {formatRupees, lowestPrice} from '@site/src/lib/money';
import {breadcrumbJsonLd, treatmentJsonLd} from '@site/src/lib/seo';
import JsonLd from '@site/src/components/ui/JsonLd';
import styles from './styles.module.css';

/**
 * The key facts of a treatment, at the top of its page, and the page's
 * structured data (the treatment and its breadcrumb trail).
 */
export default function TreatmentFacts({id}: {id: string}) {
  const treatment = getTreatment(id);
  const offeredAt = treatment.branches.map(getBranch);
  const from = lowestPrice(treatment.pricing?.lines ?? []);
  const facts: [string, string][] = [
    ...(from !== undefined
      ? [['Price from', `${formatRupees(from)} (indicative)`] as [string, string]]
      : []),
    ['Visits', treatment.visits],
    ['How long', treatment.duration],
    ['Recovery', treatment.recovery],
  ];
  return (
    <aside className={styles.facts} aria-label={`${treatment.name} at a glance`}>
      <JsonLd
        data={[
          treatmentJsonLd(clinic, treatment, offeredAt),
          breadcrumbJsonLd(clinic.url, [
            {name: 'Home', route: '/'},
            {name: categoryLabels[treatment.category], route: '/sidebar#treatments'},
            {name: treatment.name, route: treatment.route},
          ]),
        ]}
      />
      <p className={styles.summary}>{treatment.summary}</p>
      {treatment.schemaType !== 'WebPage' && (
        <dl className={styles.list}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.item}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className={styles.item}>
            <dt>Branches</dt>
            <dd>
              {coversAllBranches(treatment.branches)
                ? describeBranches(treatment.branches).replace(/^a/, 'A')
                : offeredAt.map((b, i) => (
                    <span key={b.id}>
                      {i > 0 && ', '}
                      <Link to={b.route}>{b.name}</Link>
                    </span>
                  ))}
            </dd>
          </div>
        </dl>
      )}
    </aside>
  );
}
