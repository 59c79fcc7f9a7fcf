import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import HomeContent, {useHomePageTitle} from '@site/src/pages/_components/HomeContent';
import {clinic} from '@site/src/data/clinic';

/**
 * /HomePage is an address the clinic published before; it keeps working and
 * shows the home page, with its canonical URL pointing at "/" so that search
 * engines index one home page.
 */
export default function HomePageAlias() {
  const title = useHomePageTitle();
  return (
    <Layout title={title} description={clinic.description}>
      <Head>
        <link rel="canonical" href={`${clinic.url}/`} />
        <meta property="og:url" content={`${clinic.url}/`} />
      </Head>
      <HomeContent />
    </Layout>
  );
}
