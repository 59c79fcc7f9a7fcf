import {fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {setSearch} from '@site/tests/unit/mocks/docusaurus/router';
import {setContactEndpoint} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import ContactForm from '@site/src/pages/_components/ContactForm';
import {getDoctor} from '@site/src/data/doctors';
import {contactDraftKey} from '@site/src/lib/contactForm/values';

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

const sendLink = () => screen.getByRole('link', {name: /^Send by WhatsApp/});

function fillValid() {
  fill('Your name', 'Asha Rao');
  fill('Mobile number', '98765 43210');
  fill('Branch', 'kondapur');
  fireEvent.click(screen.getByLabelText(/may use these details/));
}

/** Clicks the link as a tap would, and says whether the browser would have followed it. */
const tap = (link: HTMLElement) => fireEvent.click(link);

beforeEach(() => {
  sessionStorage.clear();
  setSearch('');
  setContactEndpoint(null);
  (globalThis as {fetch?: unknown}).fetch = jest.fn();
});

describe('ContactForm without an endpoint: by WhatsApp', () => {
  it('says before the first field how the request travels, and has no send button', () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', {name: 'Request an appointment'});
    expect(form).toHaveAccessibleDescription(/Your request goes by WhatsApp/);
    const note = screen.getByText(/Your request goes by WhatsApp/).closest('div')!;
    const firstField = screen.getByRole('group', {name: 'Who is the appointment for?'});
    expect(
      note.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(note).toHaveTextContent(/e-mail the same request or call the branch/);
    expect(screen.queryByRole('button', {name: 'Send request'})).toBeNull();
    // Until a branch is chosen the link leads to the branch field, in this tab.
    expect(sendLink()).toHaveAttribute('href', `#${screen.getByLabelText('Branch').id}`);
    expect(sendLink()).not.toHaveAttribute('target');
  });

  it('checks the form first: with errors, WhatsApp stays closed and the summary takes focus', async () => {
    render(<ContactForm />);
    fill('Branch', 'kondapur');
    expect(tap(sendLink())).toBe(false);
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText('Did WhatsApp open with your request?')).toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('opens the branch’s WhatsApp with the whole request, and keeps the draft until the visitor says it went', async () => {
    render(<ContactForm />);
    fillValid();
    fill(/What is the visit about/, 'root-canal');
    fill('Preferred dentist (optional)', 'vikram-nair');
    const link = sendLink();
    expect(link).toHaveAccessibleName(
      'Send by WhatsApp to the Kondapur branch (opens WhatsApp in a new tab)',
    );
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919876543212');
    expect(href.searchParams.get('text')).toBe(
      [
        'Hello, I would like an appointment at the Kondapur branch.',
        'Name: Asha Rao',
        'Mobile: 98765 43210',
        'About: Root canal treatment',
        `Preferred dentist: ${getDoctor('vikram-nair').name}`,
      ].join('\n'),
    );
    expect(tap(link)).toBe(true);
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Did WhatsApp open with your request?');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(sessionStorage.getItem(contactDraftKey)).not.toBeNull();

    // It did not open: the same request by e-mail, or a call to the branch.
    fireEvent.click(within(panel).getByRole('button', {name: 'It did not open'}));
    const email = within(panel).getByRole('link', {name: 'E-mail your request'});
    expect(decodeURIComponent(email.getAttribute('href')!)).toContain(
      href.searchParams.get('text')!,
    );
    expect(within(panel).getByRole('link', {name: /^Call/})).toHaveAttribute(
      'href',
      'tel:+914040000303',
    );
    expect(sessionStorage.getItem(contactDraftKey)).not.toBeNull();

    fireEvent.click(within(panel).getByRole('button', {name: 'I have sent it'}));
    expect(await screen.findByText('Thank you, your request has been sent.')).toBeInTheDocument();
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('drops a honeypot submission without opening WhatsApp', () => {
    const {container} = render(<ContactForm />);
    fillValid();
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: {value: 'http://spam.example'},
    });
    expect(tap(sendLink())).toBe(false);
    expect(screen.getByText(/your request has been sent/)).toBeInTheDocument();
  });
});

describe('ContactForm: booking for a child, and the preferred dentist', () => {
  it('asks who the patient is, then their age, then only the guardian’s relationship when it is the sender', () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByLabelText(/Someone else/));
    const patientName = screen.getByLabelText('Patient’s name');
    const age = screen.getByLabelText('Patient’s age in years');
    expect(
      patientName.compareDocumentPosition(age) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fill('Patient’s age in years', '7');
    const group = screen.getByRole('group', {name: 'The patient’s parent or guardian'});
    expect(within(group).getByLabelText('Yes, I am')).toBeChecked();
    // The sender is the guardian: their name is "Your name", asked once, after.
    expect(within(group).queryByLabelText('Parent’s or guardian’s name')).toBeNull();
    expect(age.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      group.compareDocumentPosition(screen.getByLabelText('Your name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fill('Your relationship to the patient', 'mother');
    fireEvent.click(within(group).getByLabelText('No, someone else is'));
    expect(within(group).getByLabelText('Parent’s or guardian’s name')).toBeInTheDocument();
    expect(within(group).getByLabelText('Their relationship to the patient')).toHaveValue('mother');
  });

  it('lists the dentists for the treatment at the branch after “No preference”, and follows changes', () => {
    render(<ContactForm />);
    const dentist = screen.getByLabelText('Preferred dentist (optional)');
    const names = () =>
      within(dentist)
        .getAllByRole('option')
        .map((o) => o.textContent);
    fill('Branch', 'kondapur');
    fill(/What is the visit about/, 'root-canal');
    expect(names()[0]).toBe('No preference');
    expect(names()).toContain(getDoctor('vikram-nair').name);
    expect(names()).not.toContain(getDoctor('farah-siddiqui').name);
    fill('Preferred dentist (optional)', 'vikram-nair');
    fill(/What is the visit about/, 'veneers');
    expect(dentist).toHaveValue('');
    expect(names()).not.toContain(getDoctor('vikram-nair').name);
    expect(
      screen.getByText(
        `${getDoctor('vikram-nair').name} does not offer this visit at the chosen branch, so the choice is back to “No preference”.`,
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(contactDraftKey)!)).toMatchObject({
      reason: 'veneers',
      dentist: '',
    });
  });
});
