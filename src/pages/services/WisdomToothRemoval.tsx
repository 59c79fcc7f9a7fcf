import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BookingCta from '@site/src/components/blocks/BookingCta';
import {clinic} from '@site/src/data/clinic';
import {getTreatment, treatments} from '@site/src/data/treatments';
import {absoluteUrl} from '@site/src/lib/seo';

/**
 * An older address of the wisdom tooth page, kept so existing links work.
 * It names the main page as canonical and sends readers there.
 */
const alias = '/services/WisdomToothRemoval';
const treatment =
  treatments.find((t) => t.aliases?.includes(alias)) ?? getTreatment('wisdom-tooth-removal');

export default function WisdomToothRemovalAlias() {
  return (
    <Layout title={`${treatment.name} in Hyderabad`} description={treatment.summary}>
      <Head>
        <link rel="canonical" href={absoluteUrl(clinic.url, treatment.route)} />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{treatment.name}</Heading>
        <p>{treatment.summary}</p>
        <p>
          Our full guide has moved to a new address:{' '}
          <Link to={treatment.route}>
            read the {treatment.name.toLowerCase()} guide: who needs it, the steps, recovery and
            cost
          </Link>
          .
        </p>
        <BookingCta treatment={treatment.id} />
      </main>
    </Layout>
  );
}
