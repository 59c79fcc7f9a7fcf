/**
 * Client module: fetches the site's web fonts once the first page has loaded and
 * switches them on at the next page change (see src/lib/webFonts.ts for why).
 *
 * Docusaurus calls onRouteDidUpdate after every route renders, the first load
 * after hydration included (then without a previous location).
 */
import type {ClientModule} from '@docusaurus/types';
import {
  shouldFetchWebFonts,
  switchOnAtRouteChange,
  webFontFacesFor,
  webFontsAttribute,
  webFontsStorageKey,
  webFontsStoredValue,
} from '@site/src/lib/webFonts';
import {writeSetting} from '@site/src/lib/storage';

let fetched = false;
let fetching = false;

function switchOn(): void {
  document.documentElement.setAttribute(webFontsAttribute, '');
}

async function fetchFaces(): Promise<void> {
  try {
    const faces = webFontFacesFor(document.documentElement.lang);
    const loaded = await Promise.all(faces.map(({font, text}) => document.fonts.load(font, text)));
    if (loaded.every((faces) => faces.length > 0)) {
      fetched = true;
      // Without storage, later full page loads start in the local fonts again.
      writeSetting(webFontsStorageKey, webFontsStoredValue);
    }
  } catch {
    // Offline or blocked: the pages keep their local fonts.
  } finally {
    fetching = false;
  }
}

/** Calls back once the page has painted its first content (at once where the browser cannot tell). */
function afterFirstPaint(callback: () => void): void {
  const painted = (entries: PerformanceEntryList) =>
    entries.some((entry) => entry.name === 'first-contentful-paint');
  if (
    typeof PerformanceObserver === 'undefined' ||
    painted(performance.getEntriesByType?.('paint') ?? [])
  ) {
    callback();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    callback();
  });
  observer.observe({type: 'paint', buffered: true});
}

/**
 * After the page's load event and its first paint, when the browser is idle, so
 * the page's own files go first. (Served from nearby, a page can finish loading
 * before it first paints.)
 */
function fetchWhenIdle(): void {
  if (fetching || fetched) return;
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean}}).connection;
  if (!shouldFetchWebFonts(connection) || !('fonts' in document)) return;
  fetching = true;
  const idle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void fetchFaces());
    else setTimeout(() => void fetchFaces(), 1);
  };
  const afterLoad = (): void => afterFirstPaint(idle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
}

type RouteChange = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

export function onRouteDidUpdate({location, previousLocation}: RouteChange): void {
  // Already on: the head script found the mark, or an earlier page change switched them on.
  if (document.documentElement.hasAttribute(webFontsAttribute)) return;
  if (switchOnAtRouteChange(fetched, location.pathname, previousLocation?.pathname)) switchOn();
  else fetchWhenIdle();
}
