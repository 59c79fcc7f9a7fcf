import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
    <Layout
      title={translate(
        {
          id: 'wisdomToothRemoval.meta.title',
          message: '{treatment} in Hyderabad',
          description:
            'Page title of the old address of the wisdom tooth page; {treatment} is the treatment name',
        },
        {treatment: treatment.name},
      )}
      description={treatment.summary}>
      <Head>
        <link rel="canonical" href={absoluteUrl(clinic.url, treatment.route)} />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{treatment.name}</Heading>
        <p>{treatment.summary}</p>
        <p>
          <Translate
            id="wisdomToothRemoval.moved"
            description="Tells readers of the old address where the guide is now; {link} is the link to the new page"
            values={{
              link: (
                <Link to={treatment.route}>
                  <Translate
                    id="wisdomToothRemoval.moved.link"
                    description="Text of the link to the new wisdom tooth page; {treatment} is the treatment name in lower case"
                    values={{treatment: treatment.name.toLowerCase()}}>
                    {'read the {treatment} guide: who needs it, the steps, recovery and cost'}
                  </Translate>
                </Link>
              ),
            }}>
            {'Our full guide has moved to a new address: {link}.'}
          </Translate>
        </p>
        <BookingCta treatment={treatment.id} />
      </main>
    </Layout>
  );
}
