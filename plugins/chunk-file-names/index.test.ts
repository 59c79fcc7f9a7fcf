import {configureWebpackOf} from '../../tests/unit/helpers/configureWebpack';
import chunkFileNamesPlugin, {chunkFilename} from './index';

describe('chunk-file-names', () => {
  const configure = configureWebpackOf(chunkFileNamesPlugin());

  it('names the browser chunks by id and content hash', () => {
    expect(chunkFilename).not.toContain('[name]');
    expect(chunkFilename).toMatch(/^assets\/js\/\[id\]\.\[contenthash:8\]\.js$/);
    expect(configure({}, false)).toEqual({output: {chunkFilename}});
  });

  it('leaves the server bundle alone', () => {
    expect(configure({}, true)).toEqual({});
  });
});
