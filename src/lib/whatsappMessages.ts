/**
 * The messages a WhatsApp chat with a branch opens with, written as the
 * visitor, in the page's language. Every link that opens such a chat takes
 * its text from here, so each message is translated once.
 */
import {translate} from '@docusaurus/Translate';

/** "Hello, I have a question for the Kondapur branch.": the chat button, the phone bar and menu. */
export function questionMessage(branch: string): string {
  return translate(
    {
      id: 'whatsappMessage.question',
      message: 'Hello, I have a question for the {branch} branch.',
      description:
        'The message a WhatsApp chat with a branch opens with, written as the visitor (chat button, phone action bar, phone menu); {branch} is the branch name',
    },
    {branch},
  );
}

/**
 * "Hello, I would like to book an appointment at the Kondapur branch about:
 * Dental implants.": the booking links of treatment and problem pages.
 * `topic` is the treatment or problem the page is about, if any.
 */
export function bookingMessage(branch: string, topic?: string): string {
  return topic
    ? translate(
        {
          id: 'whatsappMessage.bookingAbout',
          message:
            'Hello, I would like to book an appointment at the {branch} branch about: {topic}.',
          description:
            'WhatsApp message prefilled for the visitor to send to a branch; {branch} is the branch name, {topic} the treatment or problem',
        },
        {branch, topic},
      )
    : translate(
        {
          id: 'whatsappMessage.booking',
          message: 'Hello, I would like to book an appointment at the {branch} branch.',
          description:
            'WhatsApp message prefilled for the visitor to send to a branch; {branch} is the branch name',
        },
        {branch},
      );
}
