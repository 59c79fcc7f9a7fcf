import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import LoginOptions from '@site/src/pages/_components/LoginOptions';
import {clinic} from '@site/src/data/clinic';

export default function Login() {
  return (
    <Layout
      title={translate({
        id: 'loginPage.title',
        message: 'Patient login',
        description: 'Browser tab title of the patient login page',
      })}
      description={translate(
        {
          id: 'loginPage.metaDescription',
          message:
            'How patients of {clinic} get their records, change an appointment or pay a bill, and whether a patient portal is available.',
          description: 'Search-result description of the login page; {clinic} is the clinic name',
        },
        {clinic: clinic.name},
      )}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="loginPage.heading" description="Main heading of the patient login page">
            Patient login
          </Translate>
        </Heading>
        <LoginOptions />
      </main>
    </Layout>
  );
}
