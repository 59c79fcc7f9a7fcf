import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BranchCard from '@site/src/components/ui/BranchCard';
import ContactForm from '@site/src/pages/_components/ContactForm';
import EmergencyContacts from '@site/src/components/blocks/EmergencyContacts';
import WhenToGetHelp from '@site/src/components/blocks/WhenToGetHelp';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';

export default function Contact() {
  return (
    <Layout
      title="Book an appointment"
      description={`Request an appointment at ${clinic.name} in ${branches.map((b) => b.name).join(', ')}, or call, WhatsApp or visit the branch nearest you.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Book an appointment</Heading>
        <p>
          Tell us who you are, which branch suits you and what the visit is about. The branch team
          will call or send a WhatsApp message to offer you a time. In pain or with a swollen face?
          Do not wait for a reply: call the emergency line below.
        </p>
        <ContactForm />
        <section aria-labelledby="branches">
          <Heading as="h2" id="branches">
            Our branches
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
            Urgent help
          </Heading>
          <EmergencyContacts />
          <WhenToGetHelp levels={['hospital']} />
        </section>
      </main>
    </Layout>
  );
}
