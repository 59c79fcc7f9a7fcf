import fs from 'node:fs';
import path from 'node:path';
import type {Location} from 'history';
import type {onRouteDidUpdate as OnRouteDidUpdate} from '@site/src/clientModules/webFonts';
import {
  scriptWebFontFaces,
  shouldFetchWebFonts,
  switchOnAtRouteChange,
  webFontFaces,
  webFontFacesFor,
  webFontsAttribute,
  webFontsHeadScript,
  webFontsStorageKey,
  webFontsStoredValue,
} from '@site/src/lib/webFonts';

const css = (file: string) =>
  fs.readFileSync(path.join(__dirname, '../../../src/css', file), 'utf8');

/** The web faces of a stylesheet (not the local fallbacks): family, weight range and file. */
function webFaceRules(file: string): {family: string; from: number; to: number; url: string}[] {
  return Array.from(css(file).matchAll(/@font-face\s*{([^}]*)}/g), (m) => m[1])
    .filter((rule) => /url\(/.test(rule))
    .map((rule) => {
      const family = /font-family:\s*'([^']+)'/.exec(rule)![1];
      const [from, to = from] = /font-weight:\s*([\d ]+);/.exec(rule)![1].trim().split(/\s+/);
      const url = /url\('([^']+)'\)/.exec(rule)![1];
      return {family, from: Number(from), to: Number(to), url};
    });
}

/** Each face names exactly one rule of `rules`, and each rule is named once. */
function expectOneRuleEach(
  faces: readonly {font: string}[],
  rules: ReturnType<typeof webFaceRules>,
) {
  expect(rules).toHaveLength(faces.length);
  for (const {font} of faces) {
    const [, weight, family] = /^(\d+) \S+ "([^"]+)"$/.exec(font)!;
    const matching = rules.filter(
      (rule) => rule.family === family && rule.from <= Number(weight) && Number(weight) <= rule.to,
    );
    expect({font, matching: matching.length}).toEqual({font, matching: 1});
  }
}

const root = document.documentElement;
const at = (pathname: string, hash = '') => ({pathname, search: '', hash, state: null}) as Location;
const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  root.removeAttribute(webFontsAttribute);
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('the web faces', () => {
  it('fetch every font file of src/css/fonts.css, one load each', () => {
    expectOneRuleEach(webFontFaces, webFaceRules('fonts.css'));
  });

  it.each(['te', 'hi', 'ur'])(
    'fetch the script family of locales/%s.css after a first page set in its 400 file alone',
    (locale) => {
      const faces = scriptWebFontFaces[locale];
      const family = /"([^"]+)"/.exec(faces[0].font)![1];
      const rules = webFaceRules(`locales/${locale}.css`);
      expectOneRuleEach(
        faces,
        rules.filter((rule) => rule.family === family),
      );
      // The first page's family: the 400 file, under 600, so the browser draws bold from it.
      const firstPage = rules.filter((rule) => rule.family === `${family} Text`);
      expect(firstPage.map(({to, url}) => [to < 600, url.includes('-400-normal')])).toEqual([
        [true, true],
      ]);
      expect(webFontFacesFor(`${locale}-IN`)).toEqual([...webFontFaces, ...faces]);
      // The whole family comes first only once fetched.
      const source = css(`locales/${locale}.css`);
      const switched = /html\[data-web-fonts\]\s*{([^}]*)}/.exec(source)![1];
      expect(switched.replace(/\s+/g, ' ')).toContain(
        `--site-font-sans: '${family}', '${family} Text'`,
      );
      expect(source.replace(switched, '')).not.toContain(`'${family}',`);
    },
  );

  it('are only the Latin ones on an English page', () => {
    expect(webFontFacesFor('en-IN')).toEqual(webFontFaces);
  });

  it('come first in the stacks only under the attribute the head script sets', () => {
    const custom = css('custom.css');
    const rule = new RegExp(`html\\[${webFontsAttribute}\\]\\s*{([^}]*)}`).exec(custom)?.[1];
    expect(rule).toMatch(/--site-font-sans-latin:\s*'Source Sans 3'/);
    expect(rule).toMatch(/--site-font-serif-latin:\s*'Source Serif 4'/);
    expect(custom.replace(rule!, '')).not.toMatch(/'Source Sans 3',|'Source Serif 4',/);
  });
});

describe('the head script', () => {
  // Runs the script from its text, as the page's <head> does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = () => new Function(webFontsHeadScript)();

  it('switches the faces on when an earlier page fetched them', () => {
    window.localStorage.setItem(webFontsStorageKey, webFontsStoredValue);
    run();
    expect(root.hasAttribute(webFontsAttribute)).toBe(true);
  });

  it('leaves a first visit in the local fonts', () => {
    run();
    expect(root.hasAttribute(webFontsAttribute)).toBe(false);
  });

  it('leaves the page in the local fonts when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(run).not.toThrow();
    expect(root.hasAttribute(webFontsAttribute)).toBe(false);
  });
});

describe('when to fetch and switch', () => {
  it('fetches unless the visitor asked to save data', () => {
    expect(shouldFetchWebFonts(undefined)).toBe(true);
    expect(shouldFetchWebFonts({saveData: false})).toBe(true);
    expect(shouldFetchWebFonts({saveData: true})).toBe(false);
  });

  it('switches at a change of page once fetched, not on a jump within the page', () => {
    expect(switchOnAtRouteChange(true, '/contact', '/')).toBe(true);
    expect(switchOnAtRouteChange(false, '/contact', '/')).toBe(false);
    expect(switchOnAtRouteChange(true, '/contact', '/contact')).toBe(false);
    expect(switchOnAtRouteChange(true, '/', undefined)).toBe(false);
  });
});

describe('the client module', () => {
  let load: jest.Mock;
  let onRouteDidUpdate: typeof OnRouteDidUpdate;

  beforeEach(() => {
    load = jest.fn().mockResolvedValue([{}]);
    Object.defineProperty(document, 'fonts', {value: {load}, configurable: true});
    jest.isolateModules(() => {
      ({onRouteDidUpdate} = jest.requireActual('@site/src/clientModules/webFonts'));
    });
  });

  it('fetches the faces after the first page, marks them, and switches them on at the next page', async () => {
    onRouteDidUpdate({location: at('/'), previousLocation: null});
    await flush();
    expect(load.mock.calls).toEqual(webFontFaces.map(({font, text}) => [font, text]));
    expect(window.localStorage.getItem(webFontsStorageKey)).toBe(webFontsStoredValue);
    expect(root.hasAttribute(webFontsAttribute)).toBe(false);

    onRouteDidUpdate({location: at('/', '#faq'), previousLocation: at('/')});
    expect(root.hasAttribute(webFontsAttribute)).toBe(false);
    onRouteDidUpdate({location: at('/contact'), previousLocation: at('/')});
    expect(root.hasAttribute(webFontsAttribute)).toBe(true);
    expect(load).toHaveBeenCalledTimes(webFontFaces.length);
  });

  it('waits for the first paint when the page loaded before it painted', async () => {
    let report: ((list: {getEntries: () => {name: string}[]}) => void) | undefined;
    const disconnect = jest.fn();
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    });
    try {
      onRouteDidUpdate({location: at('/'), previousLocation: null});
      await flush();
      expect(load).not.toHaveBeenCalled();
      report!({getEntries: () => [{name: 'first-paint'}]});
      await flush();
      expect(load).not.toHaveBeenCalled();
      report!({getEntries: () => [{name: 'first-contentful-paint'}]});
      await flush();
      expect(load).toHaveBeenCalledTimes(webFontFaces.length);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (window as {PerformanceObserver?: unknown}).PerformanceObserver;
    }
  });

  it('fetches the script family too on a translated page', async () => {
    root.lang = 'te-IN';
    try {
      onRouteDidUpdate({location: at('/te/'), previousLocation: null});
      await flush();
      expect(load.mock.calls.map(([font]) => font)).toEqual(
        [...webFontFaces, ...scriptWebFontFaces.te].map(({font}) => font),
      );
    } finally {
      root.lang = '';
    }
  });

  it('fetches nothing when the head script already switched them on', async () => {
    root.setAttribute(webFontsAttribute, '');
    onRouteDidUpdate({location: at('/'), previousLocation: null});
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the local fonts, and no mark, when a file fails to load', async () => {
    load.mockRejectedValueOnce(new DOMException('NetworkError'));
    onRouteDidUpdate({location: at('/'), previousLocation: null});
    await flush();
    expect(window.localStorage.getItem(webFontsStorageKey)).toBeNull();
    onRouteDidUpdate({location: at('/contact'), previousLocation: at('/')});
    expect(root.hasAttribute(webFontsAttribute)).toBe(false);
  });

  it('still switches at the next page when storage throws', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    onRouteDidUpdate({location: at('/'), previousLocation: null});
    await flush();
    onRouteDidUpdate({location: at('/contact'), previousLocation: at('/')});
    expect(root.hasAttribute(webFontsAttribute)).toBe(true);
  });
});
