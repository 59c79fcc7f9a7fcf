import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ContactPanel from '@site/src/components/ui/ContactPanel';
import SmileAssessment from '@site/src/pages/_components/SmileAssessment';

export default function SmileAssessmentPage() {
  return (
    <Layout
      title="Smile assessment"
      description="Five short questions about your teeth, then the treatments worth asking about, with indicative prices. Not a diagnosis; your answers stay on your device.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Smile assessment</Heading>
        <p>
          Answer five short questions about what you would like to change and how your teeth feel.
          You will get a summary of the treatments worth asking about, with indicative prices. It
          takes about two minutes. Your answers stay in this browser tab on your device; nothing is
          sent unless you choose to book.
        </p>
        <SmileAssessment />
        <ContactPanel />
      </main>
    </Layout>
  );
}
