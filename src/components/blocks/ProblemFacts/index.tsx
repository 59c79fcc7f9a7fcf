import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {signsFor} from '@site/src/data/triage';
import {breadcrumbJsonLd, conditionJsonLd} from '@site/src/lib/seo';
import {capitalise} from '@site/src/lib/text';
import JsonLd from '@site/src/components/ui/JsonLd';
import EmergencyCallNow from '@site/src/components/blocks/EmergencyCallNow';
import {problemIllustration} from '@site/src/components/blocks/TreatmentFacts/illustration';
import PageBand, {CallActions} from '@site/src/components/blocks/TreatmentFacts/PageBand';
import styles from './styles.module.css';

/** "a; b; or c": the signs contain commas of their own. */
function orList(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join('; ')}; or ${items.at(-1)}`;
}

/**
 * The header band of a dental-problem page, right under its h1: the
 * illustration, the one-line summary, when it is urgent, the emergency call
 * and the booking actions; and the page's structured data (the condition with
 * its possible treatments, and the breadcrumb trail).
 */
export default function ProblemFacts({id}: {id: string}) {
  const problem = getProblem(id);
  const signs = orList(
    signsFor(problem.signs)
      .filter((s) => s.level === 'emergency-line')
      .map((s) => s.text),
  );
  return (
    <PageBand
      label={`${problem.name} at a glance`}
      illustration={problemIllustration(problem)}
      summary={problem.summary}
      facts={[
        [
          'Urgent if you have',
          <>
            {capitalise(signs)}. <a href="#when-to-get-help">When to get help</a>
          </>,
        ],
        [
          'A guide, not a diagnosis',
          'Only an examination, often with an X-ray, can say what is wrong.',
        ],
      ]}
      urgent={
        <div className={styles.emergency}>
          <EmergencyCallNow variant="compact" lead="In severe pain or swelling?" />
        </div>
      }
      actions={<CallActions book="/contact" branches={branches} topic={problem.name} />}>
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
    </PageBand>
  );
}
