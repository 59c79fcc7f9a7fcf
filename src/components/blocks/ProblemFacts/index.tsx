import Translate, {translate} from '@docusaurus/Translate';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {signsFor} from '@site/src/data/triage';
import {breadcrumbJsonLd, conditionJsonLd} from '@site/src/lib/seo';
import {capitalise} from '@site/src/lib/text';
import JsonLd from '@site/src/components/ui/JsonLd';
import OnThisPage from '@site/src/components/ui/OnThisPage';
import EmergencyCallNow from '@site/src/components/blocks/EmergencyCallNow';
import {problemIllustration} from '@site/src/components/blocks/TreatmentFacts/illustration';
import PageBand, {CallActions} from '@site/src/components/blocks/TreatmentFacts/PageBand';
import styles from './styles.module.css';

/** "a; b; or c": the signs contain commas of their own. */
function orList(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : translate(
        {
          id: 'problemFacts.orList',
          message: '{items}; or {last}',
          description:
            'Joins the urgent signs of a dental problem: {items} is all but the last, separated by semicolons, {last} the last one',
        },
        {items: items.slice(0, -1).join('; '), last: items.at(-1) ?? ''},
      );
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
    <>
      <PageBand
        label={translate(
          {
            id: 'problemFacts.label',
            message: '{problem} at a glance',
            description:
              'Screen-reader name of the header band of a dental-problem page; {problem} is the problem name',
          },
          {problem: problem.name},
        )}
        illustration={problemIllustration(problem)}
        summary={problem.summary}
        facts={[
          [
            translate({
              id: 'problemFacts.urgent',
              message: 'Urgent if you have',
              description:
                'Dental-problem page header: term before the signs that need the emergency line',
            }),
            <>
              {capitalise(signs)}.{' '}
              <a href="#when-to-get-help">
                <Translate
                  id="problemFacts.whenToGetHelp"
                  description="Dental-problem page header: link to the section on when to get help">
                  When to get help
                </Translate>
              </a>
            </>,
          ],
          [
            translate({
              id: 'problemFacts.guide',
              message: 'A guide, not a diagnosis',
              description:
                'Dental-problem page header: term before the note that the page does not diagnose',
            }),
            translate({
              id: 'problemFacts.guideNote',
              message: 'Only an examination, often with an X-ray, can say what is wrong.',
              description: 'Dental-problem page header: the note that the page does not diagnose',
            }),
          ],
        ]}
        urgent={
          <div className={styles.emergency}>
            <EmergencyCallNow
              variant="compact"
              lead={translate({
                id: 'problemFacts.emergencyLead',
                message: 'In severe pain or swelling?',
                description:
                  'Dental-problem page header: question before the emergency call button',
              })}
            />
          </div>
        }
        actions={<CallActions branches={branches} topic={problem.name} />}>
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
      <OnThisPage />
    </>
  );
}
