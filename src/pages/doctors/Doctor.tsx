import Translate, {translate} from '@docusaurus/Translate';
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
      title={translate({
        id: 'doctorPage.meta.title',
        message: 'Our dentists',
        description: 'Page title of the list of dentists',
      })}
      description={translate(
        {
          id: 'doctorPage.meta.description',
          message:
            'The {count} dentists of {clinic} in Hyderabad: their specialties, languages, and the branches and days where you can see them.',
          description:
            'Meta description of the list of dentists; {count} is the number of dentists, {clinic} the clinic name',
        },
        {count: doctors.length, clinic: clinic.name},
      )}>
      <JsonLd
        data={breadcrumbJsonLd(clinic.url, [
          {name: 'Home', route: '/'},
          {name: 'Doctors', route: '/doctors/Doctor'},
        ])}
      />
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="doctorPage.heading" description="Main heading of the list of dentists">
            Our dentists
          </Translate>
        </Heading>
        <p>
          <Translate id="doctorPage.intro" description="Intro paragraph of the list of dentists">
            Each dentist has a master’s degree (MDS) and is registered with the Telangana State
            Dental Council. Choose a branch or a treatment to see who you can book with.
          </Translate>
        </p>
        <DoctorDirectory />
      </main>
    </Layout>
  );
}
