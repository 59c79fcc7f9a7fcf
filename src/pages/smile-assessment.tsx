import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import ContactPanel from '@site/src/components/ui/ContactPanel';
import SmileAssessment from '@site/src/pages/_components/SmileAssessment';

export default function SmileAssessmentPage() {
  return (
    <Layout
      title={translate({
        id: 'smileAssessmentPage.title',
        message: 'Smile assessment',
        description: 'Browser tab title of the smile assessment page',
      })}
      description={translate({
        id: 'smileAssessmentPage.metaDescription',
        message:
          'Five short questions about your teeth, then the treatments worth asking about, with indicative prices. Not a diagnosis; your answers stay on your device.',
        description: 'Search-result description of the smile assessment page',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate
            id="smileAssessmentPage.heading"
            description="Main heading of the smile assessment page">
            Smile assessment
          </Translate>
        </Heading>
        <p>
          <Translate
            id="smileAssessmentPage.intro"
            description="Introduction above the smile assessment questions">
            Answer five short questions about what you would like to change and how your teeth feel.
            You will get a summary of the treatments worth asking about, with indicative prices. It
            takes about two minutes. Your answers stay in this browser tab on your device; nothing
            is sent unless you choose to book.
          </Translate>
        </p>
        <SmileAssessment />
        <ContactPanel />
      </main>
    </Layout>
  );
}
