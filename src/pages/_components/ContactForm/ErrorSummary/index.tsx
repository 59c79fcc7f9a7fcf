import type {RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import type {BookingForm} from '../useBookingForm';
import styles from './styles.module.css';

/** What to fix before sending, each item a link to its field; focused when a send is refused. */
export default function ErrorSummary({
  form,
  focusRef,
}: {
  form: BookingForm;
  focusRef: RefObject<HTMLDivElement>;
}) {
  const errorList = Object.entries(form.errors);
  if (errorList.length === 0) return null;
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      className={styles.summary}
      role="alert"
      aria-labelledby={`${form.id}-summary`}>
      <p id={`${form.id}-summary`} className={styles.resultTitle}>
        {errorList.length === 1
          ? translate({
              id: 'contactForm.errorSummary.titleOne',
              message: 'Please check one thing before sending:',
              description: 'Heading of the error list when one field needs fixing',
            })
          : translate(
              {
                id: 'contactForm.errorSummary.titleMany',
                message: 'Please check {count} things before sending:',
                description:
                  'Heading of the error list when several fields need fixing; {count} is their number (2 or more)',
              },
              {count: errorList.length},
            )}
      </p>
      <ul>
        {errorList.map(([name, message]) => (
          <li key={name}>
            <a href={`#${form.fieldId(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
