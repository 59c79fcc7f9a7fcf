import {render, screen, within} from '@testing-library/react';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {getBranch} from '@site/src/data/branches';
import {quickContacts} from '@site/src/data/quickContacts';

const kondapur = getBranch('kondapur');
const linkNames = () => screen.getAllByRole('link').map((a) => a.textContent!.trim());

describe('BranchContactLinks', () => {
  it('by default is a labelled list of call and WhatsApp links showing the numbers', () => {
    render(<BranchContactLinks branch={kondapur} />);
    const list = screen.getByRole('list', {name: 'Contact the Kondapur branch'});
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', {name: 'Call +91 40 4000 0303'})).toHaveAttribute(
      'href',
      'tel:+914040000303',
    );
    const whatsapp = within(list).getByRole('link', {
      name: 'WhatsApp +91 98765 43212 (opens WhatsApp in a new tab)',
    });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543212');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    // The icons are decoration: drawn, but hidden from screen readers and not part of the names.
    const call = within(list).getByRole('link', {name: 'Call +91 40 4000 0303'});
    expect(call).toHaveTextContent(/^Call \+91 40 4000 0303$/);
    for (const link of within(list).getAllByRole('link')) {
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.queryByRole('link', {name: /directions/i})).not.toBeInTheDocument();
  });

  it('adds the Google Maps directions link when asked', () => {
    render(<BranchContactLinks branch={kondapur} links={['call', 'whatsapp', 'directions']} />);
    const directions = screen.getByRole('link', {
      name: 'Directions to Kondapur (opens Google Maps in a new tab)',
    });
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${kondapur.geo.latitude},${kondapur.geo.longitude}`,
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('refuses directions for a branch without coordinates (the quick contacts)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const quick = quickContacts().branches.find((b) => b.id === 'kondapur')!;
    expect(() => render(<BranchContactLinks branch={quick} links={['directions']} />)).toThrow(
      /Directions to the Kondapur branch need its coordinates/,
    );
  });

  it('as buttons, makes the first primary and names the branch in the WhatsApp link, with the message', () => {
    const message = 'Hello, I would like to book an appointment at the Kondapur branch.';
    render(
      <BranchContactLinks
        branch={kondapur}
        variant="buttons"
        nameBranch="whatsapp"
        message={message}
      />,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const call = screen.getByRole('link', {name: 'Call +91 40 4000 0303'});
    expect(call).toHaveAttribute('href', 'tel:+914040000303');
    expect(call).toHaveClass('button', 'button--primary');
    expect(call).not.toHaveClass('button--sm');
    const whatsapp = screen.getByRole('link', {
      name: 'WhatsApp the Kondapur branch (opens in a new tab)',
    });
    expect(whatsapp).toHaveClass('button', 'button--secondary');
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919876543212?text=${encodeURIComponent(message)}`,
    );
    expect(whatsapp).not.toHaveTextContent('98765');
  });

  it('as small buttons, keeps the order asked and can name the branch in both links', () => {
    render(
      <BranchContactLinks
        branch={kondapur}
        links={['whatsapp', 'call']}
        variant="buttons"
        size="sm"
        nameBranch="both"
      />,
    );
    const [whatsapp, call] = screen.getAllByRole('link');
    expect(whatsapp).toHaveAccessibleName('WhatsApp the Kondapur branch (opens in a new tab)');
    expect(whatsapp).toHaveClass('button--primary', 'button--sm');
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543212');
    expect(call).toHaveAccessibleName('Call Kondapur on +91 40 4000 0303');
    expect(call).toHaveClass('button--secondary', 'button--sm');
    expect(call).toHaveAttribute('href', 'tel:+914040000303');
  });

  it('says what the message holds and puts further links after its own', () => {
    render(
      <BranchContactLinks
        branch={kondapur}
        links={['whatsapp', 'call']}
        variant="buttons"
        nameBranch="whatsapp"
        message="Name: Asha"
        messageNote="with your request">
        <a href="mailto:care@example.in">E-mail</a>
      </BranchContactLinks>,
    );
    expect(
      screen.getByRole('link', {
        name: 'WhatsApp the Kondapur branch with your request (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://wa.me/919876543212?text=Name%3A%20Asha');
    expect(linkNames()).toEqual([
      'WhatsApp the Kondapur branch with your request (opens in a new tab)',
      'Call +91 40 4000 0303',
      'E-mail',
    ]);
  });

  it('inline, reads as text: "call" inside a sentence, links apart with a dot', () => {
    const {container} = render(
      <BranchContactLinks branch={kondapur} variant="inline" callWord="call" />,
    );
    expect(screen.getByRole('link', {name: 'call +91 40 4000 0303'})).toHaveAttribute(
      'href',
      'tel:+914040000303',
    );
    expect(
      screen.getByRole('link', {name: 'WhatsApp +91 98765 43212 (opens WhatsApp in a new tab)'}),
    ).toHaveAttribute('href', 'https://wa.me/919876543212');
    expect(container).toHaveTextContent(
      /^call \+91 40 4000 0303 · WhatsApp \+91 98765 43212 \(opens WhatsApp in a new tab\)$/,
    );
    screen.getAllByRole('link').forEach((a) => expect(a).not.toHaveAttribute('class'));
  });

  it('inline, can show the bare number under a "Phone" heading, alone or one link a line', () => {
    const {container, rerender} = render(
      <BranchContactLinks branch={kondapur} links={['call']} variant="inline" callWord="" />,
    );
    expect(linkNames()).toEqual(['+91 40 4000 0303']);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:+914040000303');
    rerender(
      <BranchContactLinks branch={kondapur} variant="inline" callWord="" separator={<br />} />,
    );
    expect(linkNames()).toEqual([
      '+91 40 4000 0303',
      'WhatsApp +91 98765 43212 (opens WhatsApp in a new tab)',
    ]);
    expect(container.querySelector('a + br + a')).not.toBeNull();
  });
});
