/**
 * Loads the legacy widgets' files: each script and stylesheet once per visit,
 * scripts one after another in the order given (jQuery before slick).
 */
import type {LegacyWidget} from '@site/src/legacy/widgetList';

/** The scripts and styles a set of widgets needs, in dependency order, each once, the glue last. */
export function filesFor(
  widgets: readonly Pick<LegacyWidget, 'scripts' | 'styles'>[],
  glue: {script: string; style: string},
): {scripts: string[]; styles: string[]} {
  const unique = (list: string[]) => [...new Set(list)];
  return {
    scripts: unique([...widgets.flatMap((w) => w.scripts), glue.script]),
    styles: unique([...widgets.flatMap((w) => w.styles), glue.style]),
  };
}

export interface AssetLoader {
  /** Resolves when every script has run, in order; each file is requested once however often it is asked for. */
  scripts(urls: readonly string[]): Promise<void>;
  /** Resolves when every stylesheet has loaded. */
  styles(urls: readonly string[]): Promise<void>;
}

export function createAssetLoader(doc: Document): AssetLoader {
  const pending = new Map<string, Promise<void>>();

  function load(url: string, make: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
    let promise = pending.get(url);
    if (!promise) {
      promise = new Promise<void>((resolve, reject) => {
        const node = make();
        node.addEventListener('load', () => resolve());
        node.addEventListener('error', () => {
          pending.delete(url);
          node.remove();
          reject(new Error(`Could not load ${url}`));
        });
        doc.head.appendChild(node);
      });
      pending.set(url, promise);
    }
    return promise;
  }

  const script = (url: string) =>
    load(url, () => {
      const node = doc.createElement('script');
      node.src = url;
      node.async = false;
      node.dataset.legacy = '';
      return node;
    });

  const style = (url: string) =>
    load(url, () => {
      const node = doc.createElement('link');
      node.rel = 'stylesheet';
      node.href = url;
      node.dataset.legacy = '';
      return node;
    });

  return {
    async scripts(urls) {
      for (const url of urls) {
        await script(url);
      }
    },
    async styles(urls) {
      await Promise.all(urls.map(style));
    },
  };
}
