import Translate from '@docusaurus/Translate';
import Icon from '@site/src/components/ui/Icon';
import {WhatsappLogoIcon} from '@site/src/components/ui/Icon/icons';
import {contactText} from '@site/src/lib/contactForm/requestText';
import {whatsappHref} from '@site/src/lib/phone';
import HandOffPanel from '../HandOffPanel';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/**
 * The main action when the site has no endpoint: a link to the chosen
 * branch's WhatsApp with the whole request written out (the text a failed
 * send offers too). A click checks the form first; until a branch is chosen
 * the link leads to the branch field. Once WhatsApp opened, the panel asks
 * whether the request went.
 */
export default function WhatsAppSend({form}: {form: BookingForm}) {
  const {branch, state} = form;
  const text = contactText(form.values, branch, form.treatment);
  return (
    <>
      <a
        className={`button button--primary button--lg ${styles.send}`}
        href={branch ? whatsappHref(branch.whatsapp, text) : `#${form.fieldId('branch')}`}
        {...(branch && {target: '_blank', rel: 'noopener noreferrer'})}
        onClick={form.handOff}>
        <Icon icon={WhatsappLogoIcon} />
        <Translate
          id="contactForm.whatsapp.send"
          description="Main button of the booking form when requests go by WhatsApp: opens WhatsApp with the request written out">
          Send by WhatsApp
        </Translate>
        {branch && (
          <span className="sr-only">
            {' '}
            <Translate
              id="contactForm.whatsapp.sendToBranch"
              description="Read by screen readers after “Send by WhatsApp”; {branch} is the chosen branch's name"
              values={{branch: branch.name}}>
              {'to the {branch} branch (opens WhatsApp in a new tab)'}
            </Translate>
          </span>
        )}
      </a>
      {state.phase === 'handedOff' && branch && (
        <HandOffPanel
          branch={branch}
          text={text}
          notOpened={state.notOpened}
          focusRef={form.resultRef}
          onSent={form.confirmSent}
          onNotOpened={form.reportNotOpened}
        />
      )}
    </>
  );
}
