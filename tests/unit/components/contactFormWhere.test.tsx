import {fireEvent, render, screen, within} from '@testing-library/react';
import {setSearch} from '@site/tests/unit/mocks/docusaurus/router';
import ContactForm from '@site/src/pages/_components/ContactForm';
import {getTreatment} from '@site/src/data/treatments';

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

const reasonNames = () =>
  within(screen.getByLabelText('What is the visit about? (optional)'))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => {
  sessionStorage.clear();
  setSearch('');
});

describe('ContactForm: what each branch does', () => {
  it('offers, once a branch is chosen, only the reasons that branch treats', () => {
    render(<ContactForm />);
    const lanap = getTreatment('lanap').name;
    expect(reasonNames()).toContain(lanap);
    choose('Branch', 'kondapur');
    expect(reasonNames()).not.toContain(lanap);
    expect(reasonNames()).toContain(getTreatment('dental-implants').name);
  });

  it('keeps a chosen reason the branch does not offer, and says where to go', () => {
    setSearch('?treatment=smile-design');
    render(<ContactForm />);
    choose('Branch', 'kondapur');
    const reason = screen.getByLabelText('What is the visit about? (optional)');
    expect(reason).toHaveValue('smile-design');
    expect(reason).toHaveAccessibleDescription(
      'The Kondapur branch does not offer this treatment: choose Banjara Hills or Jubilee Hills.',
    );
  });

  it('says where the step that needs special equipment happens', () => {
    setSearch('?branch=jubilee-hills&treatment=dental-implants');
    render(<ContactForm />);
    expect(
      screen.getByText(
        'For the CBCT scan and the implant surgery you go to Banjara Hills; other visits can be at Jubilee Hills.',
      ),
    ).toBeInTheDocument();
    choose('Branch', 'banjara-hills');
    expect(screen.queryByText(/you go to Banjara Hills/)).toBeNull();
  });
});
