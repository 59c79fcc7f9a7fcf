import {configureWebpackOf} from '../../tests/unit/helpers/configureWebpack';
import chunkFileNamesPlugin, {chunkFilename} from './index';

describe('chunk-file-names', () => {
  const configure = configureWebpackOf(chunkFileNamesPlugin());
  const built = (nodeEnv: string, isServer: boolean) => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      return configure({}, isServer);
    } finally {
      process.env.NODE_ENV = saved;
    }
  };

  it('names the browser chunks of a production build by id and content hash', () => {
    expect(chunkFilename).toMatch(/^assets\/js\/\[id\]\.\[contenthash:8\]\.js$/);
    expect(built('production', false)).toEqual({output: {chunkFilename}});
  });

  it('leaves the server bundle and `docusaurus start` alone', () => {
    expect(built('production', true)).toEqual({});
    expect(built('development', false)).toEqual({});
  });
});
