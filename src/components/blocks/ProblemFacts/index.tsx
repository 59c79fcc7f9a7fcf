import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {breadcrumbJsonLd, conditionJsonLd} from '@site/src/lib/seo';
import JsonLd from '@site/src/components/ui/JsonLd';
import styles from './styles.module.css';

/**
 * The one-line summary at the top of a dental-problem page, and the page's
 * structured data (the condition with its possible treatments, and the breadcrumb trail).
 */
export default function ProblemFacts({id}: {id: string}) {
  const problem = getProblem(id);
  return (
    <div className={styles.facts}>
      <JsonLd
        data={[
          conditionJsonLd(clinic, problem, problem.treatments.map(getTreatment)),
          breadcrumbJsonLd(clinic.url, [
            {name: 'Home', route: '/'},
            {name: 'Dental problems', route: '/sidebar#problems'},
            {name: problem.name, route: problem.route},
          ]),
        ]}
      />
      <p className={styles.summary}>{problem.summary}</p>
    </div>
  );
}
