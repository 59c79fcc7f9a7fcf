import Translate, {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {coversAllBranches, getBranch} from '@site/src/data/branches';
import {useShowPageSubject} from '@site/src/hooks/useBranchChoice';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {awayNote, describeBranches} from '@site/src/lib/where';
import {clinic} from '@site/src/data/clinic';
import {categoryLabels, getTreatment} from '@site/src/data/treatments';
import {formatRupees, startingLine} from '@site/src/lib/money';
import {capitalise} from '@site/src/lib/text';
import {breadcrumbJsonLd, treatmentJsonLd} from '@site/src/lib/seo';
import JsonLd from '@site/src/components/ui/JsonLd';
import OnThisPage from '@site/src/components/ui/OnThisPage';
import {treatmentIllustration} from './illustration';
import PageBand, {CallActions} from './PageBand';
import styles from './styles.module.css';

function BranchLinks({ids}: {ids: readonly string[]}) {
  return ids.map(getBranch).map((b, i) => (
    <span key={b.id}>
      {i > 0 && ', '}
      <Link to={b.route}>{b.name}</Link>
    </span>
  ));
}

/**
 * The header band of a treatment page, right under its h1: the page's
 * illustration, the key facts (price from, visits, how long, where), the
 * booking and call actions, and the page's structured data (the treatment
 * and its breadcrumb trail).
 */
export default function TreatmentFacts({id}: {id: string}) {
  const lang = useIntlLocale();
  const treatment = getTreatment(id);
  useShowPageSubject({treatment: treatment.id});
  const offeredAt = treatment.branches.map(getBranch);
  const from = startingLine(treatment.pricing?.lines ?? [])?.from;
  const facts: [string, ReactNode][] = [
    ...(from !== undefined
      ? [
          [
            translate({
              id: 'treatmentFacts.priceFrom',
              message: 'Price from',
              description: 'Treatment page header facts: term for the starting price',
            }),
            translate(
              {
                id: 'treatmentFacts.priceFromValue',
                message: '{price} (indicative)',
                description:
                  'Treatment page header facts: the starting price; {price} is a rupee amount',
              },
              {price: formatRupees(from)},
            ),
          ] as [string, string],
        ]
      : []),
    [
      translate({
        id: 'treatmentFacts.visits',
        message: 'Visits',
        description: 'Treatment page header facts: term for the number of visits',
      }),
      treatment.visits,
    ],
    [
      translate({
        id: 'treatmentFacts.duration',
        message: 'How long',
        description: 'Treatment page header facts: term for how long the treatment takes',
      }),
      treatment.duration,
    ],
    [
      translate({
        id: 'treatmentFacts.where',
        message: 'Where',
        description: 'Treatment page header facts: term for the branches offering the treatment',
      }),
      <>
        {coversAllBranches(treatment.branches) ? (
          capitalise(describeBranches(lang, treatment.branches))
        ) : (
          <BranchLinks ids={treatment.branches} />
        )}
        {treatment.partAt && (
          <>
            ;{' '}
            <Translate
              id="treatmentFacts.partAt"
              description="Treatment page header facts, after the branches: some steps happen at certain branches only; {steps} names the steps (e.g. 'the CBCT scan'), {branches} the branch links"
              values={{
                steps: treatment.partAt.steps,
                branches: <BranchLinks ids={treatment.partAt.branches} />,
              }}>
              {'{steps} at {branches} only'}
            </Translate>
          </>
        )}
        {treatment.awayFromBranches && <span className={styles.away}>{awayNote(treatment)}</span>}
      </>,
    ],
  ];
  return (
    <>
      <PageBand
        label={translate(
          {
            id: 'treatmentFacts.label',
            message: '{treatment} at a glance',
            description:
              'Screen-reader name of the header band of a treatment page; {treatment} is the treatment name',
          },
          {treatment: treatment.name},
        )}
        illustration={treatmentIllustration(treatment)}
        summary={treatment.summary}
        facts={treatment.schemaType === 'WebPage' ? [] : facts}
        actions={
          <CallActions treatment={treatment.id} branches={offeredAt} topic={treatment.name} />
        }>
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
      </PageBand>
      <OnThisPage />
    </>
  );
}
