import {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Branch} from '@site/src/data/branches';
import {directionsHref, mapEmbedUrl, mapPageUrl} from '@site/src/lib/maps';
import styles from './styles.module.css';

/**
 * A static map preview that loads the live map (OpenStreetMap) only when the
 * visitor asks for it, so no map host is contacted at page load.
 */
export default function BranchMap({branch}: {branch: Branch}) {
  const [showMap, setShowMap] = useState(false);
  const isBrowser = useIsBrowser();
  const preview = useBaseUrl('/img/map-preview.svg');
  return (
    <div className={styles.map}>
      {showMap ? (
        <iframe
          className={styles.frame}
          src={mapEmbedUrl(branch)}
          title={translate(
            {
              id: 'branchMap.frame.title',
              message: 'Map of the {branch} branch',
              description:
                'Title of the embedded map for screen readers; {branch} is the branch name',
            },
            {branch: branch.name},
          )}
          width={640}
          height={360}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <figure className={styles.preview}>
          <img src={preview} width={640} height={360} loading="lazy" alt="" />
          <figcaption className={styles.caption}>
            {branch.address.street}, {branch.address.area}
          </figcaption>
          {isBrowser && (
            <button
              type="button"
              className={`button button--primary ${styles.show}`}
              onClick={() => setShowMap(true)}>
              <Translate
                id="branchMap.show.label"
                description="Button that loads the live map; followed by branchMap.show.srDetail for screen readers">
                Show the map
              </Translate>
              <span className="sr-only">
                {' '}
                <Translate
                  id="branchMap.show.srDetail"
                  description="Read by screen readers after 'Show the map'; {branch} is the branch name"
                  values={{branch: branch.name}}>
                  {'of the {branch} branch (loads from OpenStreetMap)'}
                </Translate>
              </span>
            </button>
          )}
        </figure>
      )}
      <p className={styles.links}>
        <a href={directionsHref(branch)} target="_blank" rel="noopener noreferrer">
          <Translate
            id="branchMap.directions.label"
            description="Link under the map to Google Maps directions; {branch} is the branch name"
            values={{branch: branch.name}}>
            {'Get directions to the {branch} branch'}
          </Translate>
          <span className="sr-only">
            {' '}
            <Translate
              id="branchMap.directions.newTab"
              description="Read by screen readers after the directions link text">
              (opens Google Maps in a new tab)
            </Translate>
          </span>
        </a>
        {' · '}
        <a href={mapPageUrl(branch)} target="_blank" rel="noopener noreferrer">
          <Translate
            id="branchMap.openStreetMap.label"
            description="Link under the map that opens it on the OpenStreetMap site">
            Open the map on OpenStreetMap
          </Translate>
          <span className="sr-only">
            {' '}
            <Translate
              id="branchMap.openStreetMap.newTab"
              description="Read by screen readers after the OpenStreetMap link text">
              (new tab)
            </Translate>
          </span>
        </a>
      </p>
    </div>
  );
}
