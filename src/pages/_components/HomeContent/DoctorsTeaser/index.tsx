import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {doctors} from '@site/src/data/doctors';
import DoctorCarousel from '@site/src/components/ui/DoctorCarousel';
import Section from '@site/src/components/ui/Section';

export default function DoctorsTeaser() {
  return (
    <Section
      id="doctors"
      title={translate({
        id: 'home.doctors.title',
        message: 'Meet the dentists',
        description: 'Heading of the home page section introducing the dentists',
      })}
      intro={translate(
        {
          id: 'home.doctors.intro',
          message: '{count} dentists, each with a master’s degree (MDS).',
          description:
            'Introduction of the home page section introducing the dentists; {count} is the number of dentists',
        },
        {count: doctors.length},
      )}>
      <DoctorCarousel
        label={translate({
          id: 'home.doctors.carouselLabel',
          message: 'Our dentists',
          description: 'Name of the carousel of dentists on the home page, read by screen readers',
        })}
        entries={doctors.map((doctor) => ({doctor, note: doctor.degrees.join(', ')}))}
      />
      <p>
        <Link to="/doctors/Doctor">
          <Translate
            id="home.doctors.allLink"
            description="Link from the home page to the list of all dentists">
            All dentists, their branches and days
          </Translate>
        </Link>
      </p>
    </Section>
  );
}
