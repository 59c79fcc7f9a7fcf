import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {setSearch} from '@site/tests/unit/mocks/docusaurus/router';
import {setContactEndpoint} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import ContactForm from '@site/src/pages/_components/ContactForm';
import {contactDraftKey} from '@site/src/lib/contactForm/values';
import {privacy} from '@site/src/data/privacy';

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

function fillValid() {
  fill('Your name', 'Asha Rao');
  fill('Mobile number', '98765 43210');
  fill('Branch', 'kondapur');
  fireEvent.click(screen.getByLabelText(/may use these details/));
}

// These tests are of a site with an endpoint; contactFormWhatsApp.test.tsx has the one without.
beforeEach(() => {
  sessionStorage.clear();
  setSearch('');
  setContactEndpoint('https://forms.example/contact');
  (globalThis as {fetch?: unknown}).fetch = jest.fn();
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

  it('clears a field’s error as soon as it is corrected, and only then', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', {name: 'Send request'}));
    const summary = await screen.findByRole('alert');
    const name = screen.getByLabelText('Your name');
    const mobile = screen.getByLabelText('Mobile number');
    fill('Your name', 'Asha Rao');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    // Still wrong while typing: the message says what is wrong now.
    fill('Mobile number', '98765');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary).getByRole('link', {name: /10-digit Indian mobile/})).toBeInTheDocument();
    fill('Mobile number', '98765 43210');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    fill('Branch', 'kondapur');
    fireEvent.click(screen.getByLabelText(/may use these details/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A field not yet flagged is not flagged while typing.
    fill(/E-mail/, 'asha@');
    expect(screen.getByLabelText(/E-mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the patient’s name and age when the appointment is for someone else', async () => {
    render(<ContactForm />);
    expect(screen.getByRole('group', {name: 'Who is the appointment for?'})).toBeInTheDocument();
    expect(screen.getByLabelText('Me')).toBeChecked();
    expect(screen.queryByLabelText('Patient’s name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/Someone else/));
    expect(screen.getByLabelText('Patient’s name')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(/You are our contact/);
    fillValid();
    fill('Patient’s age in years', '130');
    fireEvent.click(screen.getByRole('button', {name: 'Send request'}));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Please enter the name of the person the appointment is for.',
      'Enter the age in whole years, a number from 0 to 120 (0 for a baby under one).',
    ]);
    fill('Patient’s name', 'Riya Rao');
    fill('Patient’s age in years', '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const draft = JSON.parse(sessionStorage.getItem(contactDraftKey)!);
    expect(draft).toMatchObject({
      appointmentFor: 'someone-else',
      patientName: 'Riya Rao',
      patientAge: '7',
    });
  });

  it('asks for the parent’s or guardian’s name and relationship when the patient is a child', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByLabelText(/Someone else/));
    fill('Patient’s name', 'Riya Rao');
    fill('Patient’s age in years', '30');
    expect(screen.queryByLabelText('Parent’s or guardian’s name')).not.toBeInTheDocument();
    fill('Patient’s age in years', '7');
    const group = screen.getByRole('group', {name: 'The patient’s parent or guardian'});
    expect(group).toHaveAccessibleDescription(/a parent or guardian agrees to their care/);
    fireEvent.click(within(group).getByLabelText('No, someone else is'));
    fillValid();
    fireEvent.click(screen.getByRole('button', {name: 'Send request'}));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      `Please enter the name of the patient’s parent or guardian: a patient under ${privacy.adultAge} needs one.`,
      'Please choose how the parent or guardian is related to the patient.',
    ]);
    const guardianName = screen.getByLabelText('Parent’s or guardian’s name');
    expect(guardianName).toHaveAttribute('aria-invalid', 'true');
    expect(guardianName).toHaveAccessibleDescription(/patient under 18 needs one/);
    fill('Parent’s or guardian’s name', 'Asha Rao');
    fill('Their relationship to the patient', 'mother');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey)!)).toMatchObject({
      guardianName: 'Asha Rao',
      guardianRelationship: 'mother',
    });
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
  it('gives every input a type, so its autocomplete token fits the kind of field', () => {
    const {container} = render(<ContactForm />);
    fireEvent.click(screen.getByLabelText(/Someone else/));
    fill('Patient’s age in years', '7');
    fireEvent.click(screen.getByLabelText('No, someone else is'));
    expect(screen.getByLabelText('Your name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    // With every optional field shown (someone else, a child), no input is left without one.
    expect(screen.getByLabelText('Parent’s or guardian’s name')).toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('input:not([type])'), (i) => i.outerHTML)).toEqual(
      [],
    );
  });

  it('consent: unticked at first, says what the tick allows and links the notice', () => {
    render(<ContactForm />);
    const consent = screen.getByRole('checkbox', {name: /may use these details/});
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleName(
      /contact me by phone, SMS, WhatsApp or e-mail about this appointment request/,
    );
    expect(consent).toHaveAccessibleDescription(/That is all the tick allows/);
    expect(screen.getByRole('link', {name: 'privacy policy'})).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', {name: 'withdraw your consent'})).toHaveAttribute(
      'href',
      '/privacy-policy#withdraw-your-consent',
    );
  });

  it('sends nothing without consent, says why, and keeps the draft', async () => {
    render(<ContactForm />);
    fill('Your name', 'Asha Rao');
    fill('Mobile number', '98765 43210');
    fill('Branch', 'kondapur');
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Send request'})));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Please tick the consent box to let us contact you about this request. Nothing is sent without it, and what you typed stays here.',
    );
    const consent = screen.getByRole('checkbox', {name: /may use these details/});
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(/Nothing is sent without it/);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey)!)).toMatchObject({
      name: 'Asha Rao',
      consent: false,
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
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

  it('offers WhatsApp, phone and e-mail for the chosen branch when the send fails', async () => {
    (globalThis as {fetch?: unknown}).fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
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
    expect(email.getAttribute('href')).toMatch(
      /^mailto:[^?]+\?subject=Appointment%20request%2C%20Kondapur%20branch&body=Hello/,
    );
    for (const link of [whatsapp, call, email]) expect(link).toHaveClass('button--lg');
    expect(within(alert).getByRole('button', {name: 'Try sending again'})).toBeInTheDocument();
    expect(sessionStorage.getItem(contactDraftKey)).not.toBeNull();
  });

  it('on a failed send keeps the draft and can retry; on success clears it', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ok: false, status: 500})
      .mockResolvedValueOnce({ok: true, status: 200});
    (globalThis as {fetch?: unknown}).fetch = fetchMock;
    render(<ContactForm />);
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Send request'})));
    expect(await screen.findByText(/had a problem on its side/)).toBeInTheDocument();
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

  it('says when the service refused the request', async () => {
    (globalThis as {fetch?: unknown}).fetch = jest.fn().mockResolvedValue({ok: false, status: 400});
    render(<ContactForm />);
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Send request'})));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request was not sent.');
    expect(alert).toHaveTextContent(/did not accept your request/);
  });

  it('drops a submission with the honeypot filled, without sending', async () => {
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
