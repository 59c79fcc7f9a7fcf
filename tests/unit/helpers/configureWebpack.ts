import type {Plugin} from '@docusaurus/types';

/** A plugin's configureWebpack as Docusaurus calls it, for the browser (isServer false) or the server build. */
export function configureWebpackOf(plugin: Plugin): (config: object, isServer: boolean) => unknown {
  return (config, isServer) => plugin.configureWebpack!(config, isServer, {} as never, {});
}
