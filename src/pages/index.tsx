import Layout from '@theme/Layout';
import HomeContent, {useHomePageTitle} from '@site/src/pages/_components/HomeContent';
import JsonLd from '@site/src/components/ui/JsonLd';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {dentistJsonLd, organizationJsonLd} from '@site/src/lib/seo';

export default function Home() {
  const title = useHomePageTitle();
  return (
    <Layout title={title} description={clinic.description}>
      <JsonLd
        data={[organizationJsonLd(clinic), ...branches.map((b) => dentistJsonLd(clinic, b))]}
      />
      <HomeContent />
    </Layout>
  );
}
