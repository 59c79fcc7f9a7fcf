import {fireEvent, render, screen} from '@testing-library/react';
import Gallery from '@site/src/pages/_components/Gallery';
import {clinicSpaces} from '@site/src/data/gallery';
import {beforeAfterIllustrations} from '@site/src/data/illustrations';
import {getTreatment} from '@site/src/data/treatments';

describe('Gallery', () => {
  it('shows every illustrated case, and narrows to one treatment with a pressed filter, hiding the others without removing them', () => {
    const {container} = render(<Gallery />);
    const visibleCases = () =>
      Array.from(container.querySelectorAll('[data-widget="image-compare"]')).filter(
        (c) => !c.closest('li')!.hidden,
      );
    expect(container.querySelectorAll('[data-widget="image-compare"]')).toHaveLength(
      beforeAfterIllustrations.length,
    );
    expect(visibleCases()).toHaveLength(beforeAfterIllustrations.length);
    const veneers = getTreatment('veneers');
    fireEvent.click(screen.getByRole('button', {name: veneers.shortName ?? veneers.name}));
    expect(visibleCases()).toHaveLength(1);
    expect(visibleCases()[0].querySelector('img')!.getAttribute('src')).toContain('veneers');
    expect(container.querySelectorAll('[data-widget="image-compare"]')).toHaveLength(
      beforeAfterIllustrations.length,
    );
    expect(screen.getByRole('button', {name: veneers.shortName ?? veneers.name})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', {name: 'All treatments'}));
    expect(visibleCases()).toHaveLength(beforeAfterIllustrations.length);
  });

  it('shows the clinic rooms, sized and lazy, linked to full size inside a lightbox island', () => {
    const {container} = render(<Gallery />);
    const island = container.querySelector('[data-widget="lightbox"]')!;
    const images = island.querySelectorAll('img');
    expect(images).toHaveLength(clinicSpaces.length);
    images.forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '480');
      expect(img.closest('a')).toHaveAttribute('href', img.getAttribute('src'));
    });
  });
});
