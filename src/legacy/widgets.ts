/**
 * Client module: starts the legacy widgets of each page and stops them when
 * the visitor leaves it (see src/legacy/widgetList.ts for the list).
 *
 * Docusaurus calls onRouteUpdate before a new route renders (the old page is
 * still in the DOM, so its widgets can be taken down cleanly) and
 * onRouteDidUpdate after it renders, also on the first load after hydration.
 * Hash-only changes keep the page's widgets running.
 */
import type {Location} from 'history';
import {
  glueScript,
  glueStyle,
  legacyWidgets,
  type LegacyWidget,
  type WidgetName,
} from '@site/src/legacy/widgetList';
import {createAssetLoader, filesFor, type AssetLoader} from './loader';

interface WidgetApi {
  start(island: HTMLElement): unknown;
  stop(handle: unknown, island: HTMLElement): void;
}

interface Running {
  name: WidgetName;
  island: HTMLElement;
  handle: unknown;
}

/** Counts kept for the browser tests: how often each widget started and stopped in this visit. */
export interface WidgetStats {
  starts: Partial<Record<WidgetName, number>>;
  stops: Partial<Record<WidgetName, number>>;
  running(): WidgetName[];
}

declare global {
  interface Window {
    clinicWidgets?: Record<WidgetName, WidgetApi>;
    clinicWidgetStats?: WidgetStats;
  }
}

let loader: AssetLoader | undefined;
let running: Running[] = [];
let cancels: (() => void)[] = [];
/** Bumped on every page change, so a start still loading for a page already left is dropped. */
let generation = 0;

function stats(): WidgetStats {
  window.clinicWidgetStats ??= {starts: {}, stops: {}, running: () => running.map((r) => r.name)};
  return window.clinicWidgetStats;
}

function isWidgetName(name: string | undefined): name is WidgetName {
  return name !== undefined && Object.hasOwn(legacyWidgets, name);
}

/** Loads the widget's files and starts it; resolves whether it started. */
async function start(
  name: WidgetName,
  island: HTMLElement,
  ofGeneration: number,
): Promise<boolean> {
  const widget: LegacyWidget = legacyWidgets[name];
  const files = filesFor([widget], {script: glueScript, style: glueStyle});
  loader ??= createAssetLoader(document);
  try {
    await Promise.all([loader.styles(files.styles), loader.scripts(files.scripts)]);
  } catch (error) {
    // The island keeps its plain, working content.
    console.warn(`The ${name} widget could not load; its content stays as it is.`, error);
    return false;
  }
  if (
    ofGeneration !== generation ||
    !island.isConnected ||
    island.dataset.widgetState === 'started'
  ) {
    return false;
  }
  const api = window.clinicWidgets?.[name];
  if (!api) {
    return false;
  }
  let handle: unknown;
  try {
    handle = api.start(island);
  } catch (error) {
    console.warn(`The ${name} widget did not start; its content stays as it is.`, error);
    return false;
  }
  island.dataset.widgetState = 'started';
  running.push({name, island, handle});
  const counts = stats().starts;
  counts[name] = (counts[name] ?? 0) + 1;
  return true;
}

/** Calls `run` once, when the island's trigger fires; returns how to cancel the wait. */
function whenTriggered(widget: LegacyWidget, island: HTMLElement, run: () => void): () => void {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      run();
    }
  };
  const idle = (fn: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, {timeout: 2000});
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(fn, 200);
    return () => clearTimeout(id);
  };

  if (widget.trigger === 'interaction') {
    const events = ['pointerover', 'touchstart', 'focusin', 'click'] as const;
    events.forEach((e) => island.addEventListener(e, once, {once: true, passive: true}));
    return () => events.forEach((e) => island.removeEventListener(e, once));
  }
  if (widget.trigger === 'scroll') {
    window.addEventListener('scroll', once, {once: true, passive: true});
    return () => window.removeEventListener('scroll', once);
  }
  if (widget.trigger === 'idle' || typeof IntersectionObserver === 'undefined') {
    return idle(once);
  }
  let observer: IntersectionObserver | undefined;
  const cancelIdle = idle(() => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect();
          once();
        }
      },
      {rootMargin: '200px 0px'},
    );
    // An island styled display: contents has no box of its own: watch its first child.
    const box = getComputedStyle(island).display === 'contents' ? island.firstElementChild : island;
    observer.observe(box ?? island);
  });
  return () => {
    cancelIdle();
    observer?.disconnect();
  };
}

/**
 * Holds clicks on the island until its widget has started, then replays the
 * first one; if the widget cannot start, the held click goes through to the
 * plain link. Returns how to stop holding.
 */
function holdClicks(island: HTMLElement, started: Promise<boolean>): () => void {
  let held: HTMLElement | undefined;
  let holding = true;
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('a, button');
    if (!holding || !target || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    held = target;
  };
  island.addEventListener('click', hold, true);
  const release = () => {
    holding = false;
    island.removeEventListener('click', hold, true);
  };
  void started.then(() => {
    release();
    held?.click();
  });
  return release;
}

function startIslands(): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const ofGeneration = generation;
  document.querySelectorAll<HTMLElement>('[data-widget]').forEach((island) => {
    const name = island.dataset.widget;
    if (!isWidgetName(name) || island.dataset.widgetState === 'started') {
      return;
    }
    const widget: LegacyWidget = legacyWidgets[name];
    if (widget.motionOnly && reducedMotion) {
      return;
    }
    let began: (started: boolean) => void = () => {};
    if (widget.holdClicks) {
      cancels.push(holdClicks(island, new Promise<boolean>((resolve) => (began = resolve))));
    }
    cancels.push(
      whenTriggered(widget, island, () => void start(name, island, ofGeneration).then(began)),
    );
  });
}

function stopAll(): void {
  generation += 1;
  cancels.forEach((cancel) => cancel());
  cancels = [];
  const counts = stats().stops;
  for (const {name, island, handle} of running) {
    try {
      window.clinicWidgets?.[name].stop(handle, island);
    } catch (error) {
      console.warn(`The ${name} widget did not stop cleanly.`, error);
    }
    delete island.dataset.widgetState;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  running = [];
}

const pageChanged = (location: Location, previousLocation: Location | null) =>
  !previousLocation || previousLocation.pathname !== location.pathname;

export function onRouteUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (previousLocation && pageChanged(location, previousLocation)) {
    stopAll();
  }
}

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (pageChanged(location, previousLocation)) {
    stats();
    startIslands();
  }
}
