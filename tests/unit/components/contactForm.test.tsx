import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {setSearch} from '@site/tests/unit/mocks/docusaurus/router';
import {setContactEndpoint} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import ContactForm from '@site/src/pages/_components/ContactForm';
import {
  contactDraftKey,
  contactPayload,
  contactText,
  emptyContact,
  preselection,
} from '@site/src/lib/contactForm';
import {getBranch} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

function fillValid() {
  fill('Your name', 'Asha Rao');
  fill('Mobile number', '98765 43210');
  fill('Branch', 'kondapur');
  fireEvent.click(screen.getByLabelText(/may use these details/));
}

beforeEach(() => {
  sessionStorage.clear();
  setSearch('');
  setContactEndpoint(null);
  (globalThis as {fetch?: unknown}).fetch = jest.fn();
});

describe('contact form logic', () => {
  it('keeps only known ids from the query string', () => {
    expect(
      preselection('?branch=kondapur&treatment=root-canal', ['kondapur'], ['root-canal']),
    ).toEqual({branch: 'kondapur', reason: 'root-canal'});
    expect(preselection('?branch=mars&treatment=<script>', ['kondapur'], ['root-canal'])).toEqual(
      {},
    );
  });

  it('writes the request as text for WhatsApp and e-mail', () => {
    const text = contactText(
      {
        ...emptyContact,
        name: ' Asha ',
        mobile: '98765 43210',
        date: '2026-12-01',
        time: 'evening',
        message: 'Loose filling',
      },
      getBranch('kondapur'),
      getTreatment('fillings'),
    );
    expect(text).toBe(
      'Hello, I would like an appointment at the Kondapur branch.\nName: Asha\nMobile: 98765 43210\nAbout: Dental fillings\nPreferred date: 2026-12-01, evening (after 4 pm)\nMessage: Loose filling',
    );
  });

  it('sends what was typed, trimmed, without the honeypot', () => {
    const payload = contactPayload(
      {...emptyContact, name: ' Asha ', website: 'spam'},
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(payload).toMatchObject({
      form: 'contact',
      sentAt: '2026-11-22T10:00:00.000Z',
      name: 'Asha',
    });
    expect(payload).not.toHaveProperty('website');
  });
});

describe('ContactForm', () => {
  it('flags every problem, links them from a summary that takes focus, and marks fields invalid', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', {name: 'Send request'}));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toContain('-name-error');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('keeps a draft as you type and restores it', () => {
    const {unmount} = render(<ContactForm />);
    fill('Your name', 'Asha Rao');
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey)!).name).toBe('Asha Rao');
    unmount();
    render(<ContactForm />);
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
  });

  it('preselects the branch and treatment from the link', () => {
    setSearch('?branch=jubilee-hills&treatment=veneers');
    render(<ContactForm />);
    expect(screen.getByLabelText('Branch')).toHaveValue('jubilee-hills');
    expect(screen.getByLabelText(/What is the visit about/)).toHaveValue('veneers');
  });

  it('with no endpoint, keeps the draft and offers WhatsApp, phone and e-mail for the chosen branch', async () => {
    render(<ContactForm />);
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Send request'})));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request was not sent.');
    const [whatsapp, call, email] = within(alert).getAllByRole('link');
    expect(whatsapp).toHaveAccessibleName(
      'WhatsApp the Kondapur branch with your request (opens in a new tab)',
    );
    expect(whatsapp).toHaveClass('button--primary');
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543212\?text=Hello/);
    expect(call).toHaveAccessibleName('Call +91 40 4000 0303');
    expect(call).toHaveAttribute('href', 'tel:+914040000303');
    expect(email).toHaveAccessibleName('E-mail your request');
    expect(email.getAttribute('href')).toMatch(/^mailto:/);
    expect(sessionStorage.getItem(contactDraftKey)).not.toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('on a failed send keeps the draft and can retry; on success clears it', async () => {
    setContactEndpoint('https://forms.example/contact');
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ok: false, status: 500})
      .mockResolvedValueOnce({ok: true, status: 200});
    (globalThis as {fetch?: unknown}).fetch = fetchMock;
    render(<ContactForm />);
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Send request'})));
    expect(await screen.findByText(/did not accept your message/)).toBeInTheDocument();
    expect(sessionStorage.getItem(contactDraftKey)).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Try sending again'})));
    expect(await screen.findByText(/your request has been sent/)).toBeInTheDocument();
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: 'Asha Rao',
      mobile: '98765 43210',
      branch: 'kondapur',
    });
  });

  it('drops a submission with the honeypot filled, without sending', async () => {
    setContactEndpoint('https://forms.example/contact');
    const {container} = render(<ContactForm />);
    fillValid();
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: {value: 'http://spam.example'},
    });
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Send request'})));
    expect(await screen.findByText(/your request has been sent/)).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
