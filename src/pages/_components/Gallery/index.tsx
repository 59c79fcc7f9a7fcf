import {useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {describeBranches} from '@site/src/lib/where';
import {clinicSpaces} from '@site/src/data/gallery';
import {beforeAfterIllustrations} from '@site/src/data/illustrations';
import {getTreatment} from '@site/src/data/treatments';
import BeforeAfter from '@site/src/components/blocks/BeforeAfter';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

/**
 * The gallery: illustrated before/after cases, filterable by treatment, and
 * drawings of the clinic's rooms. Without JavaScript the filter is hidden (CSS) and
 * every case shows; with it, cases of other treatments are hidden (not
 * removed, so their comparison sliders keep running). Each room links to its
 * full-size picture; the lightbox island opens it in place.
 */
export default function Gallery() {
  const lang = useIntlLocale();
  const [shown, setShown] = useState<string>('all');
  const cases = beforeAfterIllustrations.map((pair) => ({pair, treatment: getTreatment(pair.id)}));

  return (
    <>
      <section aria-labelledby="cases">
        <Heading as="h2" id="cases">
          <Translate
            id="gallery.cases.heading"
            description="Heading of the gallery section with illustrated before and after cases">
            Before and after, by treatment
          </Translate>
        </Heading>
        <p>
          <Translate
            id="gallery.cases.intro"
            description="Introduction of the gallery section with illustrated before and after cases">
            Every picture here is an illustration drawn for this site to show the kind of change a
            treatment makes. None is a photograph of a patient, and your own result depends on your
            teeth.
          </Translate>
        </p>
        <div
          className={styles.filters}
          role="group"
          aria-label={translate({
            id: 'gallery.filter.label',
            message: 'Show cases for one treatment',
            description: 'Name of the row of buttons that filter the gallery cases by treatment',
          })}>
          {[
            {
              id: 'all',
              name: translate({
                id: 'gallery.filter.all',
                message: 'All treatments',
                description: 'Gallery filter button that shows the cases of every treatment',
              }),
            },
            ...cases.map((c) => ({id: c.pair.id, name: c.treatment.shortName ?? c.treatment.name})),
          ].map((option) => (
            <button
              key={option.id}
              type="button"
              className={clsx(
                'button button--sm',
                shown === option.id ? 'button--primary' : 'button--secondary',
              )}
              aria-pressed={shown === option.id}
              onClick={() => setShown(option.id)}>
              {option.name}
            </button>
          ))}
        </div>
        <ul className={styles.cases}>
          {cases.map(({pair, treatment}) => (
            <li key={pair.id} className={styles.case} hidden={shown !== 'all' && pair.id !== shown}>
              <Heading as="h3" id={`case-${pair.id}`}>
                <Link to={treatment.route}>{treatment.name}</Link>
              </Heading>
              <BeforeAfter id={pair.id} widget="image-compare" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="spaces">
        <Heading as="h2" id="spaces">
          <Translate
            id="gallery.spaces.heading"
            description="Heading of the gallery section with drawings of the clinic's rooms">
            Inside the clinic
          </Translate>
        </Heading>
        <p>
          <Translate
            id="gallery.spaces.intro"
            description="Introduction of the gallery section with drawings of the clinic's rooms">
            Drawings of the rooms you will see at a visit. Select a picture to see it larger.
          </Translate>
        </p>
        <Island widget="lightbox" as="div">
          <ul className={styles.spaces}>
            {clinicSpaces.map((space) => (
              <li key={space.id}>
                <figure className={styles.space}>
                  <a href={space.src} data-caption={space.caption}>
                    <img
                      src={space.src}
                      alt={space.alt}
                      width={space.width}
                      height={space.height}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="sr-only">
                      {' '}
                      <Translate
                        id="gallery.spaces.opensFullSize"
                        description="Read by screen readers after a room picture's description: the link opens the picture full size">
                        (opens the picture full size)
                      </Translate>
                    </span>
                  </a>
                  <figcaption>
                    <strong>{space.title}.</strong> {space.caption}{' '}
                    <Translate
                      id="gallery.spaces.branches"
                      description="End of a room picture's caption, saying where it is; {branches} names branches, e.g. 'Banjara Hills and Kondapur' or 'all three branches'"
                      values={{branches: describeBranches(lang, space.branches)}}>
                      {'At {branches}.'}
                    </Translate>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Island>
      </section>
    </>
  );
}
