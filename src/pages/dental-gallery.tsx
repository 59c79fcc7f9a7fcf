import Translate, {translate} from '@docusaurus/Translate';
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
      title={translate({
        id: 'galleryPage.meta.title',
        message: 'Gallery: illustrated before and after, and the clinic',
        description: 'Browser tab title of the gallery page',
      })}
      description={translate(
        {
          id: 'galleryPage.meta.description',
          message:
            'Illustrations of what implants, veneers, whitening, aligners and other treatments change, and drawings of the rooms at {clinic}.',
          description: 'Search engine description of the gallery page; {clinic} is the clinic name',
        },
        {clinic: clinic.name},
      )}>
      <JsonLd
        data={breadcrumbJsonLd(clinic.url, [
          {name: 'Home', route: '/'},
          {name: 'Gallery', route: '/dental-gallery'},
        ])}
      />
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="galleryPage.heading" description="Main heading of the gallery page">
            Gallery
          </Translate>
        </Heading>
        <p>
          <Translate id="galleryPage.intro" description="Introduction of the gallery page">
            We do not publish photographs of patients’ mouths, and we do not use pictures from other
            clinics. Instead, the drawings below show the typical kind of change each treatment
            makes, side by side, and what the rooms at our branches look like. To talk about what is
            possible for your own teeth, book a consultation.
          </Translate>
        </p>
        <Gallery />
        <Heading as="h2" id="book">
          <Translate
            id="galleryPage.book.heading"
            description="Heading above the booking buttons at the end of the gallery page">
            Book a consultation
          </Translate>
        </Heading>
        <BookingCta />
      </main>
    </Layout>
  );
}
