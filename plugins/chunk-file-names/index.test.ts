import chunkFileNamesPlugin, {chunkFilename} from './index';

describe('chunk-file-names', () => {
  const plugin = chunkFileNamesPlugin();
  const configure = plugin.configureWebpack!.bind(plugin) as (
    config: object,
    isServer: boolean,
  ) => unknown;

  it('names the browser chunks by id and content hash', () => {
    expect(chunkFilename).not.toContain('[name]');
    expect(chunkFilename).toMatch(/^assets\/js\/\[id\]\.\[contenthash:8\]\.js$/);
    expect(configure({}, false)).toEqual({output: {chunkFilename}});
  });

  it('leaves the server bundle alone', () => {
    expect(configure({}, true)).toEqual({});
  });
});
