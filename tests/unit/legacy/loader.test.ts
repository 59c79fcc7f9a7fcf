import {glueScript, glueStyle, legacyWidgets} from '@site/src/legacy/widgetList';
import vendor from '@site/src/legacy/vendorFiles.json';
import fs from 'node:fs';
import path from 'node:path';
import {createAssetLoader, filesFor} from '@site/src/legacy/loader';

const glue = {script: glueScript, style: glueStyle};

function appended(kind: 'script' | 'link'): string[] {
  return Array.from(
    document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(`${kind}[data-legacy]`),
  ).map((n) => new URL(n instanceof HTMLScriptElement ? n.src : n.href).pathname);
}

function fire(kind: 'script' | 'link', url: string, event: 'load' | 'error' = 'load'): void {
  const node = Array.from(
    document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(`${kind}[data-legacy]`),
  ).find((n) => new URL(n instanceof HTMLScriptElement ? n.src : n.href).pathname === url);
  if (!node) throw new Error(`${url} was not requested`);
  node.dispatchEvent(new Event(event));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.querySelectorAll('[data-legacy]').forEach((n) => n.remove());
});

describe('filesFor', () => {
  it('puts jQuery before slick and the glue script last', () => {
    const {scripts, styles} = filesFor([legacyWidgets.carousel], glue);
    expect(scripts).toEqual(['/js/vendor/jquery.min.js', '/js/vendor/slick.min.js', glueScript]);
    expect(styles).toEqual(['/js/vendor/slick.css', glueStyle]);
  });

  it('lists each file once when several widgets share it, keeping the first widget’s order', () => {
    const {scripts} = filesFor(
      [legacyWidgets.carousel, legacyWidgets.carousel, legacyWidgets['doctor-carousel']],
      glue,
    );
    expect(scripts).toEqual([
      '/js/vendor/jquery.min.js',
      '/js/vendor/slick.min.js',
      '/js/vendor/splide.min.js',
      glueScript,
    ]);
  });
});

describe('the widget list', () => {
  const vendored = new Set(
    vendor.files.map((f) => `/js/vendor/${f.to}`).concat(`/js/vendor/${vendor.scopedBootstrap.to}`),
  );

  it.each(Object.entries(legacyWidgets))(
    '%s needs only files that are vendored or ours in static/js',
    (_name, widget) => {
      for (const file of [...widget.scripts, ...widget.styles]) {
        const ours = fs.existsSync(path.join(__dirname, '../../../static', file));
        expect(vendored.has(file) || ours).toBe(true);
      }
    },
  );

  it('every vendored file comes from a package pinned exactly in package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));
    for (const {from} of [...vendor.files, vendor.scopedBootstrap]) {
      const name = from.startsWith('@')
        ? from.split('/').slice(0, 2).join('/')
        : from.split('/')[0];
      expect(pkg.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('pins jQuery at 3.5 or later and Bootstrap at 5.3.x', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));
    const [major, minor] = pkg.dependencies.jquery.split('.').map(Number);
    expect(major > 3 || (major === 3 && minor >= 5)).toBe(true);
    expect(pkg.dependencies.bootstrap).toMatch(/^5\.3\.\d+$/);
  });
});

describe('createAssetLoader', () => {
  it('requests the next script only after the previous one has run', async () => {
    const loader = createAssetLoader(document);
    let done = false;
    const loading = loader
      .scripts(['/js/vendor/jquery.min.js', '/js/vendor/slick.min.js'])
      .then(() => {
        done = true;
      });
    expect(appended('script')).toEqual(['/js/vendor/jquery.min.js']);
    fire('script', '/js/vendor/jquery.min.js');
    await flush();
    expect(appended('script')).toEqual(['/js/vendor/jquery.min.js', '/js/vendor/slick.min.js']);
    expect(done).toBe(false);
    fire('script', '/js/vendor/slick.min.js');
    await loading;
    expect(done).toBe(true);
  });

  it('requests each file once however many islands ask for it', async () => {
    const loader = createAssetLoader(document);
    const first = loader.scripts(['/js/vendor/splide.min.js']);
    const second = loader.scripts(['/js/vendor/splide.min.js']);
    const styles = [
      loader.styles(['/js/vendor/splide.min.css']),
      loader.styles(['/js/vendor/splide.min.css']),
    ];
    expect(appended('script')).toEqual(['/js/vendor/splide.min.js']);
    expect(appended('link')).toEqual(['/js/vendor/splide.min.css']);
    fire('script', '/js/vendor/splide.min.js');
    fire('link', '/js/vendor/splide.min.css');
    await Promise.all([first, second, ...styles]);
    await loader.scripts(['/js/vendor/splide.min.js']);
    expect(appended('script')).toHaveLength(1);
  });

  it('rejects when a file fails, and tries it again on the next request', async () => {
    const loader = createAssetLoader(document);
    const failing = loader.scripts(['/js/vendor/aos.js']);
    fire('script', '/js/vendor/aos.js', 'error');
    await expect(failing).rejects.toThrow('/js/vendor/aos.js');
    expect(appended('script')).toEqual([]);
    const retry = loader.scripts(['/js/vendor/aos.js']);
    expect(appended('script')).toEqual(['/js/vendor/aos.js']);
    fire('script', '/js/vendor/aos.js');
    await expect(retry).resolves.toBeUndefined();
  });
});
