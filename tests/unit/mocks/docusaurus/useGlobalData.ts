/**
 * Test double for @docusaurus/useGlobalData: the plugins' global data that
 * components read. Only plugins/translated-pages has any; tests set which pages
 * of the build are still English with setPageLanguages.
 */
import type {PageLanguagesData} from '../../../../plugins/translated-pages/translatedPages';

let pageLanguages: PageLanguagesData = {
  translations: {},
  untranslated: {},
  englishSections: [],
  behindEnglish: {},
};

export function setPageLanguages(data: PageLanguagesData): void {
  pageLanguages = data;
}

export function usePluginData(name: string): unknown {
  if (name === 'translated-pages') return pageLanguages;
  throw new Error(`No global data in the tests for the plugin ${name}`);
}
