import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import BranchCard from '@site/src/components/ui/BranchCard';
import ContactForm from '@site/src/pages/_components/ContactForm';
import EmergencyContacts from '@site/src/components/blocks/EmergencyContacts';
import WhenToGetHelp from '@site/src/components/blocks/WhenToGetHelp';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';

export default function Contact() {
  return (
    <Layout
      title={translate({
        id: 'contactPage.title',
        message: 'Book an appointment',
        description: 'Browser tab title of the booking page',
      })}
      description={translate(
        {
          id: 'contactPage.metaDescription',
          message:
            'Request an appointment at {clinic} in {branches}, or call, WhatsApp or visit the branch nearest you.',
          description:
            'Search-result description of the booking page; {clinic} is the clinic name, {branches} the branch names separated by commas',
        },
        {clinic: clinic.name, branches: branches.map((b) => b.name).join(', ')},
      )}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="contactPage.heading" description="Main heading of the booking page">
            Book an appointment
          </Translate>
        </Heading>
        <p>
          <Translate
            id="contactPage.intro"
            description="Introduction above the booking form; the emergency line is listed lower on the page">
            Tell us who you are, which branch suits you and what the visit is about. The branch team
            will call or send a WhatsApp message to offer you a time. In pain or with a swollen
            face? Do not wait for a reply: call the emergency line below.
          </Translate>
        </p>
        <ContactForm />
        <section aria-labelledby="branches">
          <Heading as="h2" id="branches">
            <Translate
              id="contactPage.branches.heading"
              description="Heading of the branch cards on the booking page">
              Our branches
            </Translate>
          </Heading>
          <div className="row">
            {branches.map((b) => (
              <div key={b.id} className="col col--4 margin-bottom--md">
                <BranchCard branch={b} />
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="urgent">
          <Heading as="h2" id="urgent">
            <Translate
              id="contactPage.urgent.heading"
              description="Heading of the emergency contacts on the booking page">
              Urgent help
            </Translate>
          </Heading>
          <WhenToGetHelp levels={['hospital']} />
          <EmergencyContacts />
        </section>
      </main>
    </Layout>
  );
}
