import {act, fireEvent, render, screen, within} from '@testing-library/react';
import FloatingChat from '@site/src/components/ui/FloatingChat';
import {branches} from '@site/src/data/branches';

afterEach(() => window.localStorage.clear());

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

  it('lists the branches in the data’s order before a choice, none marked as the visitor’s', () => {
    render(<FloatingChat />);
    const items = document.querySelectorAll('[data-widget="chat"] li[data-branch]');
    expect(Array.from(items).map((li) => li.getAttribute('data-branch'))).toEqual(
      branches.map((b) => b.id),
    );
    expect(screen.queryByText('(your branch)')).toBeNull();
  });

  it('lists the chosen branch first, marked, once the panel opens, and a choice made in it marks that branch', () => {
    const [first, , last] = branches;
    window.localStorage.setItem('clinic.branch', last.id);
    render(<FloatingChat />);
    const details = document.querySelector('[data-widget="chat"] details')!;
    act(() => {
      (details as HTMLDetailsElement).open = true;
      fireEvent(details, new Event('toggle'));
    });
    const items = () =>
      Array.from(details.querySelectorAll('li[data-branch]')).map((li) =>
        li.getAttribute('data-branch'),
      );
    expect(items()[0]).toBe(last.id);
    const row = (id: string) => details.querySelector(`[data-branch="${id}"]`) as HTMLElement;
    expect(within(row(last.id)).getByText('(your branch)')).toBeInTheDocument();
    fireEvent.click(within(row(first.id)).getAllByRole('link')[1]);
    expect(window.localStorage.getItem('clinic.branch')).toBe(first.id);
    // The rows stay where they were while the panel is open; the mark follows the choice.
    expect(items()[0]).toBe(last.id);
    expect(within(row(first.id)).getByText('(your branch)')).toBeInTheDocument();
    expect(within(row(last.id)).queryByText('(your branch)')).toBeNull();
  });
});
