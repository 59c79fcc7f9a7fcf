/**
 * Everything this website keeps in the visitor's browser: each key in local
 * storage or session storage, which feature writes it, what it holds, how long
 * it lasts and how to clear it. The privacy notice lists these; the site sets
 * no cookies.
 *
 * How to add a key: an entry here, in the same commit as the code that writes
 * it. tests/unit/data/browserStorage.test.ts reads every file in src/ and
 * static/js/ and fails when code uses a key that is not listed here, or when
 * a key listed here is used nowhere (a Docusaurus key must still appear in
 * the theme's code in node_modules/@docusaurus). Keys must be written as a
 * string literal or a constant holding one, so the test can find them.
 */

export type StorageKind = 'localStorage' | 'sessionStorage';

export interface StoredItem {
  key: string;
  /** Local storage lasts until cleared; session storage ends when the tab is closed. */
  storage: StorageKind;
  /** Who writes it: the site's own code, or the Docusaurus theme the site is built with. */
  writtenBy: 'site' | 'docusaurus';
  /** The feature, as the visitor sees it. */
  feature: string;
  /** When it is written. */
  when: string;
  /** What it holds. */
  holds: string;
  /** How long it stays. */
  lasts: string;
  /** How the visitor can remove it. */
  clear: string;
}

const clearSiteData =
  'Delete this website’s data in your browser’s settings (site settings, “Clear data”).';

export const browserStorage: StoredItem[] = [
  {
    key: 'theme',
    storage: 'localStorage',
    writtenBy: 'docusaurus',
    feature: 'The light and dark switch in the menu bar',
    when: 'When you use the switch.',
    holds: 'The word “light” or “dark”.',
    lasts: 'Until you clear it.',
    clear: clearSiteData,
  },
  {
    key: 'docusaurus.announcement.id',
    storage: 'localStorage',
    writtenBy: 'docusaurus',
    feature: 'The announcement bar at the top of the page',
    when: 'On your first visit while an announcement is shown.',
    holds: 'The name of the announcement you were shown, so a new one is shown again.',
    lasts: 'Until you clear it.',
    clear: clearSiteData,
  },
  {
    key: 'docusaurus.announcement.dismiss',
    storage: 'localStorage',
    writtenBy: 'docusaurus',
    feature: 'The announcement bar at the top of the page',
    when: 'On your first visit, and when you close the bar.',
    holds: 'Whether you closed the bar: “true” or “false”.',
    lasts: 'Until you clear it.',
    clear: clearSiteData,
  },
  {
    key: 'clinic.branch',
    storage: 'localStorage',
    writtenBy: 'site',
    feature: 'The Call, WhatsApp and Book buttons on every page',
    when: 'When you call, message, get directions to or book at a branch with one of this website’s buttons.',
    holds:
      'The short name of that branch (for example “kondapur”), so its Call, WhatsApp and Book buttons come first on every page.',
    lasts: 'Until you choose another branch, or clear it.',
    clear:
      'Choose another branch to replace it, or delete this website’s data in your browser’s settings (site settings, “Clear data”).',
  },
  {
    key: 'draft:contact',
    storage: 'sessionStorage',
    writtenBy: 'site',
    feature: 'The booking form on the contact page',
    when: 'As you type.',
    holds:
      'What you typed in the form, including the patient’s and the parent’s or guardian’s details, so nothing is lost if the page reloads.',
    lasts: 'Until your request is sent, or you close the tab.',
    clear: 'Close the tab.',
  },
  {
    key: 'assessment:answers',
    storage: 'sessionStorage',
    writtenBy: 'site',
    feature: 'The smile assessment',
    when: 'As you answer.',
    holds:
      'Your answers (who the assessment is for, what you would like to change, how the teeth sit, any symptoms, when and where) and the step you are on.',
    lasts: 'Until you press “Clear my answers”, or close the tab.',
    clear: 'Press “Clear my answers”, or close the tab.',
  },
  {
    key: 'clinic.webFonts',
    storage: 'localStorage',
    writtenBy: 'site',
    feature: 'The site’s fonts',
    when: 'When the site’s fonts have downloaded, after the first page you open has finished loading.',
    holds: 'The word “fetched”, so the pages you open next show the site’s fonts straight away.',
    lasts: 'Until you clear it.',
    clear: clearSiteData,
  },
];
