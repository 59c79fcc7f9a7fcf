/**
 * Wrapped @theme/SearchBar (@easyops-cn/docusaurus-search-local 0.55.3).
 *
 * Loaded on first use. The library's bar is about 11 KB of script (3.5 KB
 * gzipped) that every page carried in its main bundle, though few visitors
 * search. Until the visitor points at, taps or tabs into the box, a stand-in
 * with the same markup and classes holds its place, so nothing moves. The
 * first of those starts the search worker's index download at once (the
 * worker module stays in the main bundle, so no round trip is added) and
 * fetches the bar, which then takes over the box with what was typed and the
 * focus. A page opened from a search result (?_highlight=…) loads it at once,
 * so the searched words are marked.
 *
 * Focus. The library fetches its index the first time the input gets focus,
 * and when the index arrives it calls focus() on the input again. On a slow
 * phone the visitor has often tabbed on by then, and keyboard focus jumps back
 * to the navbar (WCAG 2.4.3 focus order, 3.2.1 on focus). Here a script's
 * focus() on the input takes effect only while no other element holds focus:
 * the case the library means, where wrapping the input for autocomplete
 * dropped its focus. Focus by the visitor (Tab, click, tap, assistive
 * technology) is not affected.
 */
import {
  type ComponentProps,
  type ReactNode,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import barStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';
import type LibrarySearchBarType from '@theme-original/SearchBar';

type Props = ComponentProps<typeof LibrarySearchBarType>;

let librarySearchBar: Promise<{default: typeof LibrarySearchBarType}> | undefined;
const loadLibrarySearchBar = () => (librarySearchBar ??= import('@theme-original/SearchBar'));
const LibrarySearchBar = lazy(loadLibrarySearchBar);

/** What the visitor did in the stand-in, handed to the library's input when it takes over. */
interface Handover {
  focused: boolean;
  value: string;
}

const searchInputs = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input.navbar__search-input'));

/** The library's markup before first use, without its behaviour. */
function StandIn({
  onFirstUse,
  handover,
}: {
  onFirstUse: () => void;
  handover: {current: Handover};
}): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(false);
  // Runs before React removes the input, while it may still hold focus.
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      handover.current = {
        focused: element !== null && document.activeElement === element,
        value: element?.value ?? '',
      };
    };
  }, [handover]);
  return (
    <div
      className={`navbar__search ${barStyles.searchBarContainer}${typed ? ` ${barStyles.searchIndexLoading}` : ''}`}
      dir="ltr"
      data-search-stand-in="">
      <svg
        aria-hidden="true"
        className={barStyles.searchIcon}
        focusable="false"
        viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder={translate({
          id: 'searchBar.placeholder',
          message: 'Search',
          description: 'Search box in the navbar: placeholder text, before the search loads',
        })}
        aria-label={translate({
          id: 'searchBar.label',
          message: 'Search',
          description: 'Search box in the navbar: accessible name, before the search loads',
        })}
        className={`navbar__search-input ${barStyles.searchInput}`}
        onPointerEnter={onFirstUse}
        onPointerDown={onFirstUse}
        onFocus={onFirstUse}
        onInput={(event) => setTyped(event.currentTarget.value !== '')}
      />
      <div className={`${ringStyles.loadingRing} ${barStyles.searchBarLoadingRing}`}>
        <div />
        <div />
        <div />
        <div />
      </div>
    </div>
  );
}

/** Hands the stand-in's focus and text to the library's input once it is in the page. */
function TakeOver({handover}: {handover: {current: Handover}}): null {
  useLayoutEffect(() => {
    const {focused, value} = handover.current;
    const input = searchInputs()[0];
    if (!input) return;
    if (value) {
      // The library's input is controlled by React: set it as typing would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (focused) {
      HTMLElement.prototype.focus.call(input);
    } else {
      // The visitor pointed at the box, or tabbed through it before the bar
      // arrived: what makes the library get its index ready without focus.
      input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
    }
  }, [handover]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  const [wanted, setWanted] = useState(false);
  const handover = useRef<Handover>({focused: false, value: ''});

  const startSearch = () => {
    if (wanted) return;
    // The same call the library makes on focus; the worker keeps one download per index.
    void fetchIndexesByWorker(baseUrl, '');
    void loadLibrarySearchBar();
    startTransition(() => setWanted(true));
  };

  useEffect(() => {
    // Once the boundary below is in the page, so the transition keeps the stand-in shown.
    if (isBrowser && new URLSearchParams(search).has('_highlight')) {
      startTransition(() => setWanted(true));
    }
  }, [isBrowser, search]);

  useEffect(() => {
    if (!wanted) return undefined;
    const inputs = searchInputs();
    for (const input of inputs) {
      input.focus = (options?: FocusOptions) => {
        const active = document.activeElement;
        if (!active || active === document.body || active === input) {
          HTMLElement.prototype.focus.call(input, options);
        }
      };
    }
    return () => {
      for (const input of inputs) {
        delete (input as {focus?: unknown}).focus;
      }
    };
  }, [wanted]);

  // The stand-in stays outside the Suspense boundary: the server would otherwise
  // move a boundary of its size to the end of the page and reveal it by script,
  // which held the first paint until the page's scripts had run. The boundary is
  // mounted, empty, once the page has hydrated: React 18 hydrates a boundary from
  // the server's HTML only after the rest of the page, and an update that reaches
  // it before then is reported as an error (#421). Already shown when the search
  // is wanted, the boundary lets the transition keep the stand-in (and its focus
  // and text) on screen until the bar is loaded.
  return (
    <>
      {!wanted && <StandIn onFirstUse={startSearch} handover={handover} />}
      {isBrowser && (
        <Suspense fallback={null}>
          {wanted && (
            <>
              <LibrarySearchBar {...props} />
              <TakeOver handover={handover} />
            </>
          )}
        </Suspense>
      )}
    </>
  );
}
