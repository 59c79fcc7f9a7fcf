import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {branches} from '../../src/data/branches';
import branchPagesPlugin, {branchPageComponent} from './index';

describe('branch-pages plugin', () => {
  it.each([
    ['/', ''],
    ['/te/', '/te'],
  ])(
    'with base URL %s adds one page per branch at its route, drawn by BranchPage with the branch id',
    async (baseUrl, prefix) => {
      const routes: RouteConfig[] = [];
      const actions = {addRoute: (route: RouteConfig) => routes.push(route)};
      const plugin = branchPagesPlugin({baseUrl} as LoadContext);
      await plugin.contentLoaded!({
        content: undefined,
        actions: actions as unknown as PluginContentLoadedActions,
      });
      expect(routes).toEqual(
        branches.map((branch) => ({
          path: `${prefix}${branch.route}`,
          component: branchPageComponent,
          props: {id: branch.id},
          exact: true,
        })),
      );
    },
  );
});
