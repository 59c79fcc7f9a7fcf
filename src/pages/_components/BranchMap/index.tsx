import {useState} from 'react';
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
          title={`Map of the ${branch.name} branch`}
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
              Show the map
              <span className="sr-only">
                {' '}
                of the {branch.name} branch (loads from OpenStreetMap)
              </span>
            </button>
          )}
        </figure>
      )}
      <p className={styles.links}>
        <a href={directionsHref(branch)} target="_blank" rel="noopener noreferrer">
          Get directions to the {branch.name} branch
          <span className="sr-only"> (opens Google Maps in a new tab)</span>
        </a>
        {' · '}
        <a href={mapPageUrl(branch)} target="_blank" rel="noopener noreferrer">
          Open the map on OpenStreetMap<span className="sr-only"> (new tab)</span>
        </a>
      </p>
    </div>
  );
}
