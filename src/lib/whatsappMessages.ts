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
