import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import Island from '@site/src/components/ui/Island';
import styles from './styles.module.css';

/**
 * The home page's booking button. Without JavaScript it is a link to
 * /contact; with it, Bootstrap's modal opens a dialog to call or message a
 * branch straight away, with the booking form one tap further.
 */
export default function BookingDialog() {
  return (
    <Island widget="booking-dialog" className={`bs-scope ${styles.island}`}>
      <Link className="button button--primary button--lg" to="/contact" data-dialog-opener="">
        <Translate
          id="bookButton.label"
          description="The call to action to book: the end of the navbar, the phone menu and the home page’s booking button">
          Book appointment
        </Translate>
      </Link>
      <div
        className={`modal fade ${styles.dialog}`}
        role="dialog"
        tabIndex={-1}
        aria-labelledby="booking-dialog-title"
        data-dialog="">
        <div className="modal-dialog modal-dialog-centered modal-dialog-scrollable">
          <div className="modal-content">
            <div className="modal-header">
              <Heading as="h2" id="booking-dialog-title" className={`modal-title ${styles.title}`}>
                <Translate
                  id="bookingDialog.title"
                  description="Heading of the booking dialog opened from the home page">
                  Book at the branch nearest you
                </Translate>
              </Heading>
              <button
                type="button"
                className="btn-close"
                data-bs-dismiss="modal"
                aria-label={translate({
                  id: 'bookingDialog.close',
                  message: 'Close',
                  description: 'Accessible name of the button that closes the booking dialog',
                })}
              />
            </div>
            <div className="modal-body">
              <p>
                <Translate
                  id="bookingDialog.intro"
                  description="Text at the top of the booking dialog, above each branch's call and WhatsApp links">
                  Call or message a branch and we will find you a time. We reply on WhatsApp during
                  opening hours.
                </Translate>
              </p>
              {branches.map((branch) => (
                <div key={branch.id} className={styles.branch}>
                  <Heading as="h3" className={styles.branchName}>
                    {branch.name}
                  </Heading>
                  <BranchContactLinks branch={branch} />
                </div>
              ))}
            </div>
            <div className="modal-footer">
              <Link className="button button--secondary" to="/contact">
                <Translate
                  id="bookingDialog.useForm"
                  description="Link at the bottom of the booking dialog to the booking form page">
                  Use the booking form instead
                </Translate>
              </Link>
            </div>
          </div>
        </div>
      </div>
    </Island>
  );
}
