import {fireEvent, render, screen} from '@testing-library/react';
import ErrorPageContent from '@site/src/theme/ErrorPageContent';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import {clinic} from '@site/src/data/clinic';
import {formatPhone} from '@site/src/lib/phone';
import {expectHospitalSigns} from '../helpers/hospitalSigns';

describe('crash fallback', () => {
  it('says the page crashed, offers Try again, shows the error with its causes and the phone numbers', () => {
    const tryAgain = jest.fn();
    const error = new Error('Cannot read price', {cause: new Error('treatment data missing')});
    render(<ErrorPageContent error={error} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeInTheDocument();
    expect(document.querySelector('title')).toHaveTextContent('Page Error');
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText(/Cannot read price\s+Cause:\s+treatment data missing/),
    ).toBeInTheDocument();
    const emergency = screen.getByRole('link', {name: formatPhone(clinic.emergencyPhone)});
    expectHospitalSigns(emergency.parentElement!.parentElement!);
  });
});

describe('not-found page', () => {
  it('offers search, the main sections with a page and the phone numbers', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('link', {name: '+91 40 4000 0303'})).toHaveAttribute(
      'href',
      'tel:+914040000303',
    );
    expect(screen.getByRole('heading', {level: 1, name: 'Page not found'})).toBeInTheDocument();
    expect(screen.getByRole('searchbox', {name: 'Search'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Contact'})).toHaveAttribute('href', '/contact');
    // The pricing section has a page of its own now: the price list.
    expect(screen.getByRole('link', {name: 'Pricing'})).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', {name: 'Every page of the site'})).toHaveAttribute(
      'href',
      '/sidebar',
    );
    expect(
      screen.getByRole('link', {name: formatPhone(clinic.emergencyPhone)}),
    ).toBeInTheDocument();
  });
});
