/**
 * Wrapped @theme/DocsRoot: every page of the editor guide (/docs, its
 * category and tag pages included) says robots "noindex, follow". The guide
 * is for the clinic's editors, not for patients: it stays at its routes but
 * out of search engines (and, with the sitemap's and the local search's
 * settings in docusaurus.config.ts, out of the sitemap and the site search).
 *
 * The site-wide "index, follow" comes from themeConfig.metadata, rendered by
 * the Layout inside DocsRoot. Head tags of the same name are deduplicated and
 * the one rendered last wins, so this Head comes after DocsRoot: the page
 * carries exactly one robots meta.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocsRootType>;

export default function DocsRootWrapper(props: Props): ReactNode {
  return (
    <>
      <DocsRoot {...props} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
    </>
  );
}
