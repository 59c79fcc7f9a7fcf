import Translate from '@docusaurus/Translate';
import Icon from '@site/src/components/ui/Icon';
import {WhatsappLogoIcon} from '@site/src/components/ui/Icon/icons';
import styles from './styles.module.css';

/** Before the first field, when the site has no endpoint: the request goes by WhatsApp. */
export default function HowItTravels({id}: {id: string}) {
  return (
    <div className={styles.note} id={id}>
      <Icon icon={WhatsappLogoIcon} size={1.5} className={styles.icon} />
      <p>
        <strong>
          <Translate
            id="contactForm.howItTravels.title"
            description="First words of the note above the booking form's first field, when requests go by WhatsApp">
            Your request goes by WhatsApp.
          </Translate>
        </strong>{' '}
        <Translate
          id="contactForm.howItTravels.text"
          description="Note above the booking form's first field, when requests go by WhatsApp; “Send by WhatsApp” is the form's main button">
          When you press “Send by WhatsApp”, WhatsApp opens with your request written out to the
          branch you choose; check it and press Send there. Nothing is sent from this page. If
          WhatsApp does not open, you can e-mail the same request or call the branch instead.
        </Translate>
      </p>
    </div>
  );
}
