import {fireEvent, render, screen} from '@testing-library/react';
import SmileAssessment from '@site/src/pages/_components/SmileAssessment';
import {getTreatment} from '@site/src/data/treatments';

const next = () => fireEvent.click(screen.getByRole('button', {name: /^(Next|See my summary)$/}));

beforeEach(() => sessionStorage.clear());

describe('SmileAssessment', () => {
  it('walks through the steps to a summary with prices and a booking link carrying only ids', () => {
    render(<SmileAssessment />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Next'})).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/An adult/));
    next();
    fireEvent.click(screen.getByLabelText(/Whiter teeth/));
    next();
    next();
    next();
    fireEvent.change(screen.getByLabelText(/Which branch suits you/), {
      target: {value: 'kondapur'},
    });
    next();
    expect(screen.getByRole('heading', {name: 'Your summary'})).toHaveFocus();
    expect(screen.getByText(/This is not a diagnosis/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: getTreatment('teeth-whitening').name})).toHaveAttribute(
      'href',
      getTreatment('teeth-whitening').route,
    );
    expect(screen.getAllByText(/Indicative price: ₹/).length).toBe(2);
    expect(screen.getByRole('link', {name: 'Book a consultation'})).toHaveAttribute(
      'href',
      '/contact?branch=kondapur&treatment=cleaning',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the urgent notice when pain or swelling is reported', () => {
    render(<SmileAssessment />);
    fireEvent.click(screen.getByLabelText(/An adult/));
    next();
    next();
    next();
    fireEvent.click(screen.getByLabelText(/Swelling of the gum or face/));
    next();
    next();
    expect(screen.getByRole('alert')).toHaveTextContent(/swelling or pain now/);
    expect(screen.getByRole('link', {name: 'emergency dental care'})).toHaveAttribute(
      'href',
      getTreatment('emergency-care').route,
    );
  });

  it('keeps answers in session storage, goes back, and clears them on request', () => {
    const {unmount} = render(<SmileAssessment />);
    fireEvent.click(screen.getByLabelText(/A teenager/));
    next();
    unmount();
    render(<SmileAssessment />);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Back'}));
    expect(screen.getByLabelText(/A teenager/)).toBeChecked();
    fireEvent.click(screen.getByRole('button', {name: 'Clear my answers'}));
    expect(screen.getByLabelText(/A teenager/)).not.toBeChecked();
    expect(sessionStorage.getItem('assessment:answers')).toBeNull();
  });
});
