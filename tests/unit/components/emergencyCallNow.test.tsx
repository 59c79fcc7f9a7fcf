import {render, screen} from '@testing-library/react';
import EmergencyCallNow from '@site/src/components/blocks/EmergencyCallNow';
import {clinic} from '@site/src/data/clinic';
import {expectHospitalSigns} from '../helpers/hospitalSigns';

describe('EmergencyCallNow', () => {
  it('offers the emergency line as a danger-styled call button and says who answers when', () => {
    render(<EmergencyCallNow />);
    const call = screen.getByRole('link', {name: 'Call now +91 98765 43200'});
    expect(call).toHaveAttribute('href', 'tel:+919876543200');
    expect(call).toHaveClass('button', 'button--emergency', 'button--lg');
    expect(screen.getByText('Need a dentist today?')).toBeInTheDocument();
    const {when, by} = clinic.emergencyLineAnswered;
    expect(
      screen.getByText(`The emergency line is answered ${when}, by ${by}.`),
    ).toBeInTheDocument();
    expect(when).toBe('every day, 24 hours');
  });

  it.each(['full', 'compact'] as const)(
    'names the hospital signs before the call button (%s)',
    (variant) => {
      const {container} = render(<EmergencyCallNow variant={variant} />);
      expectHospitalSigns(container, screen.getByRole('link', {name: 'Call now +91 98765 43200'}));
      expect(container).toHaveTextContent(
        'Swelling spreading to your eye or neck, trouble breathing or swallowing or bleeding that will not stop: call 108 or 112 or go to a hospital now.',
      );
    },
  );

  it('has a compact variant for a header band, with its own question', () => {
    render(<EmergencyCallNow variant="compact" />);
    expect(screen.getByText('In severe pain or swelling?')).toBeInTheDocument();
    const call = screen.getByRole('link', {name: 'Call now +91 98765 43200'});
    expect(call).toHaveClass('button--emergency');
    expect(call).not.toHaveClass('button--lg');
    expect(
      screen.getByText(`Emergency line, answered ${clinic.emergencyLineAnswered.when}.`),
    ).toBeInTheDocument();
  });

  it('takes another question', () => {
    render(<EmergencyCallNow variant="compact" lead="Knocked-out tooth?" />);
    expect(screen.getByText('Knocked-out tooth?')).toBeInTheDocument();
  });
});
