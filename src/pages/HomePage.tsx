import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import HomeContent from '@site/src/pages/_components/HomeContent';
import {allBranchNames} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';

/**
 * /HomePage is an address the clinic published before; it keeps working and
 * shows the home page, with its canonical URL pointing at "/" so that search
 * engines index one home page.
 */
export default function HomePageAlias() {
  return (
    <Layout
      title={translate(
        {
          id: 'home.meta.title',
          message: 'Dental clinic in {branches}',
          description:
            'Browser tab title of the home page; {branches} lists the branch areas, e.g. "Kondapur, Madhapur and Kukatpally"',
        },
        {branches: allBranchNames},
      )}
      description={clinic.description}>
      <Head>
        <link rel="canonical" href={`${clinic.url}/`} />
        <meta property="og:url" content={`${clinic.url}/`} />
      </Head>
      <HomeContent />
    </Layout>
  );
}
