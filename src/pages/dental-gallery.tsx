import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BookingCta from '@site/src/components/blocks/BookingCta';
import Gallery from '@site/src/pages/_components/Gallery';
import JsonLd from '@site/src/components/ui/JsonLd';
import {clinic} from '@site/src/data/clinic';
import {breadcrumbJsonLd} from '@site/src/lib/seo';

export default function DentalGallery() {
  return (
    <Layout
      title="Gallery: illustrated before and after, and the clinic"
      description={`Illustrations of what implants, veneers, whitening, aligners and other treatments change, and drawings of the rooms at ${clinic.name}.`}>
      <JsonLd
        data={breadcrumbJsonLd(clinic.url, [
          {name: 'Home', route: '/'},
          {name: 'Gallery', route: '/dental-gallery'},
        ])}
      />
      <main className="container margin-vert--lg">
        <Heading as="h1">Gallery</Heading>
        <p>
          We do not publish photographs of patients’ mouths, and we do not use pictures from other
          clinics. Instead, the drawings below show the typical kind of change each treatment makes,
          side by side, and what the rooms at our branches look like. To talk about what is possible
          for your own teeth, book a consultation.
        </p>
        <Gallery />
        <Heading as="h2" id="book">
          Book a consultation
        </Heading>
        <BookingCta />
      </main>
    </Layout>
  );
}
