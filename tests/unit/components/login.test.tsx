import {render, screen} from '@testing-library/react';
import {setPatientPortalUrl} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import LoginOptions from '@site/src/pages/_components/LoginOptions';
import {branches} from '@site/src/data/branches';
import {httpsUrlFrom} from '@site/src/lib/urls';

afterEach(() => setPatientPortalUrl(null));

describe('httpsUrlFrom', () => {
  it('accepts only an https address', () => {
    expect(httpsUrlFrom('https://portal.example.in/login')).toBe('https://portal.example.in/login');
    expect(httpsUrlFrom(' https://portal.example.in ')).toBe('https://portal.example.in/');
    expect(httpsUrlFrom('http://portal.example.in')).toBeNull();
    expect(httpsUrlFrom('javascript:alert(1)')).toBeNull();
    expect(httpsUrlFrom('not a url')).toBeNull();
    expect(httpsUrlFrom(undefined)).toBeNull();
  });
});

describe('LoginOptions', () => {
  it('without a portal, says there are no online accounts and lists every branch, with no password field', () => {
    const {container} = render(<LoginOptions />);
    expect(
      screen.getByRole('heading', {name: 'We do not offer online accounts'}),
    ).toBeInTheDocument();
    branches.forEach((b) => expect(screen.getByText(b.name)).toBeInTheDocument());
    expect(screen.getByRole('link', {name: 'call +91 40 4000 0101'})).toHaveAttribute(
      'href',
      'tel:+914040000101',
    );
    expect(
      screen.getByRole('link', {name: 'WhatsApp +91 98765 43210 (opens WhatsApp in a new tab)'}),
    ).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(container.querySelector('input[type="password"], form')).toBeNull();
  });

  it('with a portal, sends patients there and names the host', () => {
    setPatientPortalUrl('https://portal.example.in/');
    const {container} = render(<LoginOptions />);
    expect(screen.getByRole('link', {name: /go to the patient portal/i})).toHaveAttribute(
      'href',
      'https://portal.example.in/',
    );
    expect(
      screen.getByText(/You will leave this site for portal\.example\.in/),
    ).toBeInTheDocument();
    expect(container.querySelector('input[type="password"]')).toBeNull();
  });
});
