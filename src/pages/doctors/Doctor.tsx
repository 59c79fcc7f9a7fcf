import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import DoctorDirectory from '@site/src/pages/doctors/_components/DoctorDirectory';
import JsonLd from '@site/src/components/ui/JsonLd';
import {clinic} from '@site/src/data/clinic';
import {doctors} from '@site/src/data/doctors';
import {breadcrumbJsonLd} from '@site/src/lib/seo';

export default function DoctorsIndex() {
  return (
    <Layout
      title="Our dentists"
      description={`The ${doctors.length} dentists of ${clinic.name} in Hyderabad: their specialties, languages, and the branches and days where you can see them.`}>
      <JsonLd
        data={breadcrumbJsonLd(clinic.url, [
          {name: 'Home', route: '/'},
          {name: 'Doctors', route: '/doctors/Doctor'},
        ])}
      />
      <main className="container margin-vert--lg">
        <Heading as="h1">Our dentists</Heading>
        <p>
          Each dentist has a master’s degree (MDS) and is registered with the Telangana State Dental
          Council. Choose a branch or a treatment to see who you can book with.
        </p>
        <DoctorDirectory />
      </main>
    </Layout>
  );
}
