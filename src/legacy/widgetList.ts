/**
 * The legacy widgets a page can ask for, and the files each one needs.
 *
 * A page asks for a widget by rendering an island: an element with
 * `data-widget="<name>"` whose inside React never re-renders. The client
 * module in src/legacy/widgets.ts finds the islands of each new page, loads
 * the files below once per visit (in the order given, so jQuery comes before
 * slick), then calls the widget's start and stop functions, which live in
 * static/js/customscript.js (loaded after the libraries).
 *
 * To add a widget: add its npm files to src/legacy/vendorFiles.json, an entry
 * here, and its start/stop pair to static/js/customscript.js.
 */

/**
 * When an island's files load: when it nears the viewport, at idle time, on
 * the visitor's first scroll, or on their first touch of (or pointer over, or
 * focus in) the island. Nothing loads before the page is interactive.
 */
export type WidgetTrigger = 'visible' | 'idle' | 'scroll' | 'interaction';

export interface LegacyWidget {
  /** Scripts in dependency order, served from static/. */
  scripts: string[];
  /** Stylesheets the widget needs before it starts. */
  styles: string[];
  trigger: WidgetTrigger;
  /** A motion-only widget is never loaded for visitors who ask for reduced motion. */
  motionOnly?: boolean;
  /**
   * A click that arrives while the files are still loading is held and
   * replayed once the widget has started (or, if it cannot start, let through
   * to the plain link underneath).
   */
  holdClicks?: boolean;
}

const vendor = (file: string) => `/js/vendor/${file}`;

/** Our own glue, loaded after every widget's libraries: the start and stop functions. */
export const glueScript = '/js/customscript.js';
export const glueStyle = '/js/customscript.css';

export const legacyWidgets = {
  /** slick: the carousel of illustrated before/after cases on the home page. */
  carousel: {
    scripts: [vendor('jquery.min.js'), vendor('slick.min.js')],
    styles: [vendor('slick.css')],
    trigger: 'visible',
  },
  /** splide: the dentists carousel on the home page and the branch pages. */
  'doctor-carousel': {
    scripts: [vendor('splide.min.js')],
    styles: [vendor('splide.min.css')],
    trigger: 'visible',
  },
  /** BeerSlider: before/after illustrations on treatment pages. */
  'before-after': {
    scripts: [vendor('BeerSlider.js')],
    styles: [vendor('BeerSlider.css')],
    trigger: 'visible',
  },
  /** image-compare-viewer: before/after cases in the gallery. */
  'image-compare': {
    scripts: [vendor('image-compare-viewer.min.js')],
    styles: [vendor('image-compare-viewer.min.css')],
    trigger: 'visible',
  },
  /** spotlight: the gallery's lightbox for the clinic's rooms. */
  lightbox: {
    scripts: [vendor('spotlight.min.js')],
    styles: [vendor('spotlight.min.css')],
    trigger: 'visible',
  },
  /** aos: gentle reveal of the home page's lower sections. */
  reveal: {
    scripts: [vendor('aos.js')],
    styles: [vendor('aos.css')],
    // Only sections below the fold fade in, so nothing is needed before the first scroll.
    trigger: 'scroll',
    motionOnly: true,
  },
  /** bootstrap: the booking dialog opened from the home page's call to action; /contact without script. */
  'booking-dialog': {
    scripts: [vendor('bootstrap.min.js')],
    styles: [vendor('bootstrap-modal.css')],
    trigger: 'interaction',
    holdClicks: true,
  },
  /** Our floating WhatsApp and call button: works as plain links; the script closes its panel on Escape or a tap outside. */
  chat: {
    scripts: ['/js/floating-chat.js'],
    styles: [],
    trigger: 'interaction',
  },
} as const satisfies Record<string, LegacyWidget>;

export type WidgetName = keyof typeof legacyWidgets;
