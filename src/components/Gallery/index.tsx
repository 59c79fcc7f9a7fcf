import {useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {describeBranches} from '@site/src/data/branches';
import {clinicSpaces} from '@site/src/data/gallery';
import {beforeAfterIllustrations} from '@site/src/data/illustrations';
import {getTreatment} from '@site/src/data/treatments';
import {useRouteExists} from '@site/src/hooks/usePageRoutes';
import BeforeAfter from '../BeforeAfter';
import styles from './styles.module.css';

/**
 * The gallery: illustrated before/after cases, filterable by treatment, and
 * drawings of the clinic's rooms. Without JavaScript the filter is hidden and
 * every case shows. Each room links to its full-size picture inside a
 * `data-widget="lightbox"` island, where a lightbox script can attach.
 */
export default function Gallery() {
  const isBrowser = useIsBrowser();
  const routeExists = useRouteExists();
  const [shown, setShown] = useState<string>('all');
  const cases = beforeAfterIllustrations.map((pair) => ({pair, treatment: getTreatment(pair.id)}));
  const visible = cases.filter((c) => shown === 'all' || c.pair.id === shown);

  return (
    <>
      <section aria-labelledby="cases">
        <Heading as="h2" id="cases">
          Before and after, by treatment
        </Heading>
        <p>
          Every picture here is an illustration drawn for this site to show the kind of change a treatment makes. None
          is a photograph of a patient, and your own result depends on your teeth.
        </p>
        {isBrowser && (
          <div className={styles.filters} role="group" aria-label="Show cases for one treatment">
            {[{id: 'all', name: 'All treatments'}, ...cases.map((c) => ({id: c.pair.id, name: c.treatment.shortName ?? c.treatment.name}))].map(
              (option) => (
                <button
                  key={option.id}
                  type="button"
                  className={clsx('button button--sm', shown === option.id ? 'button--primary' : 'button--secondary')}
                  aria-pressed={shown === option.id}
                  onClick={() => setShown(option.id)}>
                  {option.name}
                </button>
              ),
            )}
          </div>
        )}
        <ul className={styles.cases}>
          {visible.map(({pair, treatment}) => (
            <li key={pair.id} className={styles.case}>
              <Heading as="h3" id={`case-${pair.id}`}>
                {routeExists(treatment.route) ? <Link to={treatment.route}>{treatment.name}</Link> : treatment.name}
              </Heading>
              <BeforeAfter id={pair.id} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="spaces">
        <Heading as="h2" id="spaces">
          Inside the clinic
        </Heading>
        <p>Drawings of the rooms you will see at a visit. Select a picture to see it larger.</p>
        <ul className={styles.spaces} data-widget="lightbox">
          {clinicSpaces.map((space) => (
            <li key={space.id}>
              <figure className={styles.space}>
                <a href={space.src} data-caption={space.caption}>
                  <img src={space.src} alt={space.alt} width={space.width} height={space.height} loading="lazy" decoding="async" />
                  <span className="sr-only"> (opens the picture full size)</span>
                </a>
                <figcaption>
                  <strong>{space.title}.</strong> {space.caption} At {describeBranches(space.branches)}.
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
