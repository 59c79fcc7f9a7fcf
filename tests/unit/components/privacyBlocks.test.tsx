import {render, screen, within} from '@testing-library/react';
import BrowserStorage from '@site/src/components/blocks/BrowserStorage';
import ConsentWithdrawal from '@site/src/components/blocks/ConsentWithdrawal';
import DataRecipients from '@site/src/components/blocks/DataRecipients';
import PrivacyContact, {
  DataProtectionBoardLink,
  PrivacyTerm,
  privacyMailto,
} from '@site/src/components/blocks/PrivacyContact';
import PrivacyRights from '@site/src/components/blocks/PrivacyRights';
import {branches} from '@site/src/data/branches';
import {browserStorage} from '@site/src/data/browserStorage';
import {clinic} from '@site/src/data/clinic';
import {dataRecipients, recipientGroups} from '@site/src/data/dataRecipients';
import {getPrivacyRequest, privacy, privacyRequests} from '@site/src/data/privacy';
import {formatLongDate} from '@site/src/lib/dates';

/** The subject and body of a mailto: link, decoded. */
function mailParts(href: string | null) {
  const url = new URL(href!);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('BrowserStorage', () => {
  it('shows every stored item with its storage, what it holds, how long and how to clear it', () => {
    render(<BrowserStorage />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(browserStorage.length);
    browserStorage.forEach((item, i) => {
      expect(items[i]).toHaveTextContent(item.key);
      expect(items[i]).toHaveTextContent(
        item.storage === 'localStorage' ? 'Local storage' : 'Session storage',
      );
      expect(items[i]).toHaveTextContent(`Holds${item.holds}`);
      expect(items[i]).toHaveTextContent(`Lasts${item.lasts}`);
      expect(items[i]).toHaveTextContent(`To clear it${item.clear}`);
    });
    expect(screen.getByText('draft:contact')).toBeInTheDocument();
  });
});

describe('DataRecipients', () => {
  it('groups the recipients under a heading each, with what they receive and when', () => {
    render(<DataRecipients />);
    const headings = screen.getAllByRole('heading', {level: 3});
    expect(headings.map((h) => h.textContent)).toEqual(recipientGroups.map((g) => g.title));
    const emi = screen.getByRole('region', {name: 'When you pay by EMI'});
    const lenders = dataRecipients.find((r) => r.id === 'lenders')!;
    expect(within(emi).getByText(lenders.receives)).toBeInTheDocument();
    expect(within(emi).getByText(lenders.note!)).toBeInTheDocument();
    expect(within(emi).getByRole('link', {name: 'Financing and EMI'})).toHaveAttribute(
      'href',
      '/pricing/financing',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(dataRecipients.length);
    expect(screen.getByText(/Only after you press “Show the map”/)).toBeInTheDocument();
  });
});

describe('PrivacyRights', () => {
  it('offers each right with an e-mail that opens with the request written', () => {
    render(<PrivacyRights />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(privacyRequests.length);
    privacyRequests.forEach((request, i) => {
      expect(screen.getByRole('heading', {level: 3, name: request.right})).toHaveAttribute(
        'id',
        `right-${request.id}`,
      );
      expect(links[i]).toHaveAccessibleName(
        `E-mail this request to ${request.right.toLowerCase()}`,
      );
      expect(mailParts(links[i].getAttribute('href'))).toEqual({
        to: clinic.email,
        subject: request.subject,
        body: request.message,
      });
    });
  });
});

describe('ConsentWithdrawal', () => {
  it('shows the message and sends it in one step by e-mail or WhatsApp to any branch', () => {
    render(<ConsentWithdrawal />);
    const request = getPrivacyRequest('withdraw-consent');
    expect(screen.getByText(/I withdraw my consent/)).toBeInTheDocument();
    const email = screen.getByRole('link', {name: 'Send by e-mail to withdraw your consent'});
    expect(mailParts(email.getAttribute('href')).body).toBe(request.message);
    for (const branch of branches) {
      const link = screen.getByRole('link', {name: new RegExp(`^WhatsApp ${branch.name} branch`)});
      const url = new URL(link.getAttribute('href')!);
      expect(url.host).toBe('wa.me');
      expect(url.searchParams.get('text')).toBe(request.message);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('PrivacyContact and PrivacyTerm', () => {
  it('names who answers, with the e-mail address, and states the promises from the data', () => {
    render(
      <>
        <PrivacyContact />
        <p data-testid="terms">
          <PrivacyTerm term="enquiryRetention" />|<PrivacyTerm term="clinicalRecords" />|
          <PrivacyTerm term="requestReply" />|<PrivacyTerm term="grievanceLimit" />|
          <PrivacyTerm term="adultAge" />|<PrivacyTerm term="noticeUpdated" />
        </p>
      </>,
    );
    expect(
      screen.getByText(new RegExp(privacy.contactRole.replace(/[()]/g, '.'))),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: clinic.email})).toHaveAttribute(
      'href',
      privacyMailto({subject: 'Privacy request', message: ''}),
    );
    expect(screen.getByTestId('terms')).toHaveTextContent(
      `${privacy.enquiryRetentionMonths} months|${privacy.clinicalRecordYears} years|${privacy.requestReplyDays} days|${privacy.grievanceLimitDays} days|${privacy.adultAge}|${formatLongDate(privacy.noticeUpdated)}`,
    );
  });
});

describe('DataProtectionBoardLink', () => {
  it('links to the Board’s website, named by the data', () => {
    render(<DataProtectionBoardLink />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', privacy.board.url);
    expect(link).toHaveTextContent(`${privacy.board.name}’s website, dpb.gov.in`);
  });
});
