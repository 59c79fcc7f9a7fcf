/**
 * Local plugin "branch-pages": one page per branch in src/data/branches.ts,
 * at the branch's `route` (/dental-clinic-<area>), drawn by BranchPage. Adding
 * a branch to the data adds its page; no page file to copy.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {branches} from '../../src/data/branches';

export const branchPageComponent = '@site/src/pages/_components/BranchPage/index.tsx';

export default function branchPagesPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'branch-pages',
    contentLoaded({actions}) {
      for (const branch of branches) {
        actions.addRoute({
          // Under the locale's base URL in a translated build (/te/dental-clinic-…).
          path: `${baseUrl}${branch.route.slice(1)}`,
          component: branchPageComponent,
          props: {id: branch.id},
          exact: true,
        });
      }
    },
  };
}
