import {render, screen, within} from '@testing-library/react';
import FloatingChat from '@site/src/components/ui/FloatingChat';
import {branches} from '@site/src/data/branches';

describe('FloatingChat', () => {
  it('lists each branch with WhatsApp, then call, as full-size buttons naming the branch', () => {
    render(<FloatingChat />);
    const chat = screen.getByRole('complementary', {name: 'Message or call a branch'});
    const kondapur = chat.querySelector('[data-branch="kondapur"]') as HTMLElement;
    const [whatsapp, call] = within(kondapur).getAllByRole('link');
    expect(whatsapp).toHaveAccessibleName('WhatsApp the Kondapur branch (opens in a new tab)');
    expect(whatsapp).toHaveClass('button', 'button--primary');
    expect(whatsapp).not.toHaveClass('button--sm');
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toBe(
      'https://wa.me/919876543212?text=Hello, I have a question for the Kondapur branch.',
    );
    expect(call).toHaveAccessibleName('Call Kondapur on +91 40 4000 0303');
    expect(call).toHaveClass('button', 'button--secondary');
    expect(call).toHaveAttribute('href', 'tel:+914040000303');
  });

  it('keeps the hooks static/js/floating-chat.js relies on', () => {
    render(<FloatingChat />);
    const list = document.querySelector('[data-chat-branches]')!;
    const items = list.querySelectorAll(':scope > [data-branch]');
    expect(Array.from(items).map((li) => li.getAttribute('data-branch'))).toEqual(
      branches.map((b) => b.id),
    );
    items.forEach((li) => {
      expect(li.querySelectorAll('a')).toHaveLength(2);
      expect(li.querySelector('[data-chat-yours]')).not.toBeVisible();
    });
  });
});
