import Translate from '@docusaurus/Translate';
import type {Branch} from '@site/src/data/branches';
import {requestMailtoHref} from '@site/src/lib/contactForm/requestMailto';

/** A large button that opens an e-mail to the clinic with the request written out. */
export default function RequestEmailLink({branch, text}: {branch: Branch; text: string}) {
  return (
    <a className="button button--secondary button--lg" href={requestMailtoHref(branch, text)}>
      <Translate
        id="contactForm.failed.emailLink"
        description="Button that opens an e-mail with the request; {hidden} is screen-reader-only text (your request)"
        values={{
          hidden: (
            <span className="sr-only">
              {' '}
              <Translate
                id="contactForm.failed.emailLinkHidden"
                description="Screen-reader-only end of the e-mail button after a failed send">
                your request
              </Translate>
            </span>
          ),
        }}>
        {'E-mail{hidden}'}
      </Translate>
    </a>
  );
}
