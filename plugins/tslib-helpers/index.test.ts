import fs from 'node:fs';
import path from 'node:path';
import {configureWebpackOf} from '../../tests/unit/helpers/configureWebpack';
import tslibHelpersPlugin, {helpersFile} from './index';

const nodeModules = path.join(__dirname, '../../node_modules');

function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The tslib helpers the code of these packages calls, as `tslib_1.__name` (TypeScript's CommonJS output). */
function helpersCalled(packageDirs: string[]): Set<string> {
  const names = new Set<string>();
  for (const dir of packageDirs)
    for (const file of jsFiles(dir))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\btslib(?:_\d+)?\.(__\w+)/g))
        names.add(match[1]);
  return names;
}

describe('tslib-helpers', () => {
  it('resolves tslib to the helpers file in the browser bundles only', () => {
    const configure = configureWebpackOf(tslibHelpersPlugin());
    expect(configure({}, false)).toEqual({resolve: {alias: {tslib$: helpersFile}}});
    expect(configure({}, true)).toEqual({});
  });

  it('re-exports every helper that the Docusaurus and search packages call', () => {
    const scopes = ['@docusaurus', '@easyops-cn'].map((scope) => path.join(nodeModules, scope));
    const packages = scopes.flatMap((scope) =>
      fs.readdirSync(scope).map((name) => path.join(scope, name)),
    );
    const called = helpersCalled(packages);
    expect(called.size).toBeGreaterThan(0);
    const exported = new Set(
      Array.from(
        fs.readFileSync(helpersFile, 'utf8').matchAll(/\b(__\w+)\b/g),
        (match) => match[1],
      ),
    );
    expect([...called].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('re-exports helpers that tslib has', async () => {
    const tslib = (await import('tslib')) as unknown as Record<string, unknown>;
    const exported = Array.from(
      fs.readFileSync(helpersFile, 'utf8').matchAll(/\b(__\w+)\b/g),
      (match) => match[1],
    );
    for (const name of exported) expect(typeof tslib[name]).toBe('function');
  });
});
