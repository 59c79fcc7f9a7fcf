import {render, screen} from '@testing-library/react';
import Icon from '@site/src/components/ui/Icon';
import {PhoneIcon, WhatsappLogoIcon} from '@site/src/components/ui/Icon/icons';

describe('Icon', () => {
  it('is decorative by default: hidden from screen readers, not focusable, sized in em, in the text colour', () => {
    const {container} = render(
      <p>
        <Icon icon={PhoneIcon} /> Call
      </p>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '1.25em');
    expect(svg).toHaveAttribute('height', '1.25em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with a label is an image with that name', () => {
    render(<Icon icon={WhatsappLogoIcon} label="WhatsApp" size={2} />);
    const img = screen.getByRole('img', {name: 'WhatsApp'});
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('width', '2em');
  });
});
