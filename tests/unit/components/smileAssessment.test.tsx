import {fireEvent, render, screen, within} from '@testing-library/react';
import SmileAssessment from '@site/src/pages/_components/SmileAssessment';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {formatRupees, startingLine} from '@site/src/lib/money';

const next = () => fireEvent.click(screen.getByRole('button', {name: /^(Next|See my summary)$/}));

beforeEach(() => sessionStorage.clear());

describe('SmileAssessment', () => {
  it('walks through the steps to a summary led by the top recommendation, booking it at the chosen branch', () => {
    render(<SmileAssessment />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Next'})).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/An adult/));
    next();
    fireEvent.click(screen.getByLabelText(/Whiter teeth/));
    next();
    next();
    next();
    // "When, and where?" asks both, each as its own question.
    expect(screen.getByRole('heading', {name: 'When, and where?'})).toBeInTheDocument();
    expect(screen.getByRole('group', {name: 'How soon would you like to be seen?'})).toBeVisible();
    const where = screen.getByRole('group', {name: 'Which branch is easiest for you to reach?'});
    expect(within(where).getByLabelText('No preference yet')).toBeChecked();
    fireEvent.click(within(where).getByLabelText(/Kondapur/));
    next();
    expect(screen.getByRole('heading', {name: 'Your summary'})).toHaveFocus();
    expect(screen.getByText(/This is not a diagnosis/)).toBeInTheDocument();

    const top = screen.getByRole('article');
    expect(within(top).getByRole('heading', {level: 3})).toHaveTextContent(
      getTreatment('cleaning').name,
    );
    const cleaningFrom = startingLine(getTreatment('cleaning').pricing!.lines)!;
    expect(top).toHaveTextContent(`From ${formatRupees(cleaningFrom.from)} ${cleaningFrom.unit}`);
    expect(within(top).getByRole('link', {name: 'Book a consultation'})).toHaveAttribute(
      'href',
      '/contact?branch=kondapur&treatment=cleaning',
    );
    expect(screen.getAllByRole('link', {name: 'Book a consultation'})).toHaveLength(1);

    const others = screen.getByRole('heading', {name: 'Also worth asking about'}).parentElement!;
    expect(
      within(others).getByRole('link', {name: getTreatment('teeth-whitening').name}),
    ).toHaveAttribute('href', getTreatment('teeth-whitening').route);
    // One starting price, never a span from the cheapest to the dearest option.
    expect(document.body.textContent).not.toMatch(/₹[\d,]+ (to|–) ₹/);

    const reading = screen.getByRole('heading', {name: 'Worth reading'}).parentElement!;
    expect(
      within(reading).getByRole('link', {name: getProblem('stained-teeth').name}),
    ).toHaveAttribute('href', getProblem('stained-teeth').route);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists a guide under reading, not as a treatment', () => {
    render(<SmileAssessment />);
    fireEvent.click(screen.getByLabelText(/An adult/));
    next();
    fireEvent.click(screen.getByLabelText(/Straighter teeth/));
    next();
    next();
    next();
    next();
    const guide = screen.getByRole('link', {name: getTreatment('braces-and-aligners').name});
    expect(guide.closest('section')).toHaveAccessibleName('Worth reading');
    expect(screen.getByRole('link', {name: 'Book a consultation'})).toHaveAttribute(
      'href',
      '/contact?treatment=aligners-adults',
    );
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
    // Emergency care comes first, and its first action is a call to the emergency line.
    const top = screen.getByRole('article');
    expect(within(top).getByRole('heading', {level: 3})).toHaveTextContent(
      getTreatment('emergency-care').name,
    );
    const actions = within(top)
      .getAllByRole('link')
      .filter((a) => a.classList.contains('button'));
    expect(actions[0]).toHaveAttribute('href', `tel:${clinic.emergencyPhone}`);
    expect(actions[0]).toHaveTextContent(/^Call the emergency line/);
    expect(actions[1]).toHaveAccessibleName('Book a consultation');
    expect(actions[1]).toHaveAttribute('href', '/contact?treatment=emergency-care');
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
