import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LoginOptions from '@site/src/pages/_components/LoginOptions';
import {clinic} from '@site/src/data/clinic';

export default function Login() {
  return (
    <Layout
      title="Patient login"
      description={`How patients of ${clinic.name} get their records, change an appointment or pay a bill, and whether a patient portal is available.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Patient login</Heading>
        <LoginOptions />
      </main>
    </Layout>
  );
}
