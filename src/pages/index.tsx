import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import HomeContent from '@site/src/pages/_components/HomeContent';
import JsonLd from '@site/src/components/ui/JsonLd';
import {allBranchNames, branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {dentistJsonLd, organizationJsonLd} from '@site/src/lib/seo';

export default function Home() {
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
      <JsonLd
        data={[organizationJsonLd(clinic), ...branches.map((b) => dentistJsonLd(clinic, b))]}
      />
      <HomeContent />
    </Layout>
  );
}
