/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import iconSetPlugin, {iconFiles} from '@site/plugins/icon-set';
import {configureWebpackOf} from '../../tests/unit/helpers/configureWebpack';

describe('the icon-set plugin', () => {
  it('marks every icon file of the set, and nothing else, as free of side effects', () => {
    const bold = path.join('node_modules', '@phosphor-icons', 'core', 'assets', 'bold');
    expect(iconFiles.test(path.join('/site', bold, 'bank-bold.svg'))).toBe(true);
    expect(
      iconFiles.test('C:\\site\\node_modules\\@phosphor-icons\\core\\assets\\bold\\x.svg'),
    ).toBe(true);
    expect(iconFiles.test('/site/static/img/logo-stacked.svg')).toBe(false);
    expect(iconFiles.test('/site/src/components/ui/Icon/icons.ts')).toBe(false);
    const config = configureWebpackOf(iconSetPlugin())({}, false) as {module: {rules: unknown[]}};
    expect(config.module.rules).toEqual([{test: iconFiles, sideEffects: false}]);
  });

  it('covers every icon the site’s set imports', () => {
    const source = fs.readFileSync(
      path.join(__dirname, '../../src/components/ui/Icon/icons.ts'),
      'utf8',
    );
    const files = Array.from(source.matchAll(/from '(@phosphor-icons\/[^']+\.svg)'/g), (m) =>
      require.resolve(m[1]),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => !iconFiles.test(file))).toEqual([]);
  });
});
