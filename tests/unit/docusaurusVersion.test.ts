/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkedDocusaurusVersion, privatePaths} from './docusaurusInternals';

const root = path.join(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');

interface PackageVersion {
  name: string;
  version: string;
  where: string;
}

/** Every @docusaurus/* package in node_modules, and every one package.json pins. */
function docusaurusVersions(): PackageVersion[] {
  const scope = path.join(root, 'node_modules/@docusaurus');
  const installed = fs.readdirSync(scope).map((dir) => {
    const {name, version} = JSON.parse(
      fs.readFileSync(path.join(scope, dir, 'package.json'), 'utf8'),
    ) as {name: string; version: string};
    return {name, version, where: 'installed'};
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const pinned = ['dependencies', 'devDependencies'].flatMap((field) =>
    Object.entries(manifest[field] ?? {})
      .filter(([name]) => name.startsWith('@docusaurus/'))
      .map(([name, version]) => ({name, version, where: `package.json ${field}`})),
  );
  return [...installed, ...pinned];
}

type SwizzleKind = 'wrap' | 'eject' | 'create';

interface Swizzle {
  component: string;
  kind: SwizzleKind;
  /** The theme whose component it replaces or wraps, and what that theme says of doing so. */
  theme: string;
  safety: string;
}

/** The themes that provide components, highest priority first, and where their components are. */
const themes = [
  {
    name: '@easyops-cn/docusaurus-search-local',
    dir: 'node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme',
  },
  {name: '@docusaurus/theme-classic', dir: 'node_modules/@docusaurus/theme-classic/lib/theme'},
  {name: '@docusaurus/core', dir: 'node_modules/@docusaurus/core/lib/client/theme-fallback'},
];

/** theme-classic's own list: for each component, whether wrapping and ejecting it are safe. */
function classicSwizzleActions(): Record<string, Record<string, string> | undefined> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {default: getSwizzleConfig} = require('@docusaurus/theme-classic/lib/getSwizzleConfig') as {
    default: () => {components: Record<string, {actions: Record<string, string>}>};
  };
  return Object.fromEntries(
    Object.entries(getSwizzleConfig().components).map(([name, {actions}]) => [name, actions]),
  );
}

function providerOf(component: string): string | undefined {
  return themes.find(({dir}) =>
    ['', '.js', '/index.js'].some((ending) =>
      fs.existsSync(path.join(root, dir, component + ending)),
    ),
  )?.name;
}

/** The components src/theme swizzles, read from its files: a new one shows up here by itself. */
function swizzles(): Swizzle[] {
  const classic = classicSwizzleActions();
  return fs
    .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.[jt]sx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      const component = file
        .split(path.sep)
        .join('/')
        .replace(/(\/index)?\.[jt]sx?$/, '');
      const source = fs.readFileSync(path.join(themeDir, file), 'utf8');
      const theme = providerOf(component);
      const kind: SwizzleKind = new RegExp(`@theme-(original|init)/${component}['"]`).test(source)
        ? 'wrap'
        : theme && theme !== '@docusaurus/core'
          ? 'eject'
          : 'create';
      const actions = theme === '@docusaurus/theme-classic' ? classic[component] : undefined;
      const safety =
        kind === 'create'
          ? 'a new component'
          : kind === 'wrap' && actions?.wrap === 'forbidden'
            ? // A map of components (MDXComponents): ejected, spreading the original.
              `eject ${actions.eject ?? 'unsafe'}, extends the original`
            : // Docusaurus counts a component its theme does not list as unsafe to swizzle.
              (actions?.[kind] ?? 'unsafe');
      return {component, kind, theme: theme ?? 'no theme', safety};
    });
}

/** What to re-check when Docusaurus moves: the message of the version test. */
function recheckList(): string {
  const plugins = Object.entries(privatePaths).map(
    ([plugin, paths]) => `  plugins/${plugin}: ${paths.join(', ')}`,
  );
  const all = swizzles();
  const ejected = all.filter((s) => s.kind === 'eject');
  const line = (s: Swizzle) =>
    `  ${s.kind.padEnd(6)} ${s.component.padEnd(40)} ${s.theme}: ${s.safety}`;
  return [
    `Re-check, then set checkedDocusaurusVersion in tests/unit/docusaurusInternals.ts:`,
    `- the private paths each plugin names at the top of its index.ts:`,
    ...plugins,
    `- the swizzled components of src/theme (src/theme/README.md says why each exists): compare`,
    `  each ejected copy with the new version's component, and check each wrapper's props.`,
    `  ${ejected.filter((s) => s.safety !== 'safe').length} of the ${ejected.length} ejected are not safe to eject by their theme's list.`,
    ...all.map(line),
  ].join('\n');
}

describe('the Docusaurus version our private paths and swizzles were checked against', () => {
  it(`is every installed and pinned @docusaurus package (${checkedDocusaurusVersion})`, () => {
    const moved = docusaurusVersions()
      .filter(({version}) => version !== checkedDocusaurusVersion)
      .map(({name, version, where}) => `${name} ${version} (${where})`);
    const report =
      moved.length === 0
        ? 'none moved'
        : `@docusaurus packages left ${checkedDocusaurusVersion}:\n  ${moved.join('\n  ')}\n${recheckList()}`;
    expect(report).toBe('none moved');
  });

  it('finds each private path named at the top of its plugin', () => {
    const unnamed = Object.entries(privatePaths).flatMap(([plugin, paths]) => {
      const file = path.join(root, 'plugins', plugin, 'index.ts');
      const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      return paths.filter((p) => !source.includes(p)).map((p) => `plugins/${plugin}: ${p}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('reads every swizzle of src/theme with the kind src/theme/README.md gives it', () => {
    const readme = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');
    const documented = new Map<string, string>();
    for (const [, files, kind] of readme.matchAll(/^\| (`[^|]+`) \| (\w+) \|/gm)) {
      for (const [, file] of files.matchAll(/`([^`]+)`/g)) {
        documented.set(file.replace(/(\/index)?\.[jt]sx?$|\/$/g, ''), kind);
      }
    }
    const found = swizzles();
    expect(found.length).toBeGreaterThan(0);
    expect(Object.fromEntries(found.map((s) => [s.component, s.kind]))).toEqual(
      Object.fromEntries(documented),
    );
  });
});
