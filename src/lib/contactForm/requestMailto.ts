/** The e-mail that carries the request text (requestText.ts) to the clinic. */
import {translate} from '@docusaurus/Translate';
import type {Branch} from '../../data/branches';
import {clinic} from '../../data/clinic';

/** A mailto: to the clinic's address, the subject naming the branch, the request as the body. */
export function requestMailtoHref(branch: Pick<Branch, 'name'>, text: string): string {
  const subject = translate(
    {
      id: 'contactFormText.email.subject',
      message: 'Appointment request, {branch} branch',
      description:
        'Subject of the e-mail with the booking request that the visitor sends to the clinic; {branch} is the branch name',
    },
    {branch: branch.name},
  );
  return `mailto:${clinic.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}
