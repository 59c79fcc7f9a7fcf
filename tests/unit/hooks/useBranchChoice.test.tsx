import {act, render, renderHook, screen} from '@testing-library/react';
import {
  useChosenBranch,
  useLeadingBranch,
  usePageSubject,
  useShowPageSubject,
} from '@site/src/hooks/useBranchChoice';
import {chooseBranch} from '@site/src/lib/branchChoice';
import type {PageSubject} from '@site/src/lib/pageSubject';

afterEach(() => window.localStorage.clear());

function Lead({label}: {label: string}) {
  return (
    <p>
      {label}: {useLeadingBranch() ?? 'none'}
    </p>
  );
}

function Page(subject: PageSubject) {
  useShowPageSubject(subject);
  return null;
}

describe('useChosenBranch', () => {
  it('hydrates the static HTML’s equal state, with no branch, then gives the stored one', () => {
    window.localStorage.setItem('clinic.branch', 'kondapur');
    const seen: (string | null)[] = [];
    function Probe() {
      const chosen = useChosenBranch();
      seen.push(chosen);
      return <p>{chosen ?? 'none'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>none</p>';
    document.body.append(container);
    const error = jest.spyOn(console, 'error');
    const {unmount} = render(<Probe />, {container, hydrate: true});
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe('kondapur');
    expect(container.textContent).toBe('kondapur');
    // No hydration mismatch.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    unmount();
    container.remove();
  });

  it('gives the stored branch in the browser, and none for a value that names no branch', () => {
    window.localStorage.setItem('clinic.branch', 'kondapur');
    expect(renderHook(() => useChosenBranch()).result.current).toBe('kondapur');
    window.localStorage.setItem('clinic.branch', 'nowhere');
    expect(renderHook(() => useChosenBranch()).result.current).toBeNull();
  });

  it('updates every component on the page when one makes a choice, and on a choice in another tab', () => {
    render(
      <>
        <Lead label="bar" />
        <Lead label="chat" />
      </>,
    );
    expect(screen.getByText('bar: none')).toBeInTheDocument();
    act(() => chooseBranch('jubilee-hills'));
    expect(screen.getByText('bar: jubilee-hills')).toBeInTheDocument();
    expect(screen.getByText('chat: jubilee-hills')).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem('clinic.branch', 'kondapur');
      window.dispatchEvent(new StorageEvent('storage', {key: 'clinic.branch'}));
    });
    expect(screen.getByText('chat: kondapur')).toBeInTheDocument();
  });
});

describe('useLeadingBranch and the page subject', () => {
  it('leads with a branch page’s branch while it is on screen, then with the choice again', () => {
    window.localStorage.setItem('clinic.branch', 'kondapur');
    const {rerender} = render(
      <>
        <Page branch="jubilee-hills" />
        <Lead label="bar" />
      </>,
    );
    expect(screen.getByText('bar: jubilee-hills')).toBeInTheDocument();
    rerender(<Lead label="bar" />);
    expect(screen.getByText('bar: kondapur')).toBeInTheDocument();
  });

  it('gives the treatment of the page on screen, and nothing once it has gone', () => {
    const subject = renderHook(() => usePageSubject());
    expect(subject.result.current).toEqual({});
    const page = render(<Page treatment="dental-implants" />);
    expect(subject.result.current.treatment).toBe('dental-implants');
    page.unmount();
    expect(subject.result.current).toEqual({});
  });

  it('keeps the next page’s subject when the previous page leaves after it arrived', () => {
    const subject = renderHook(() => usePageSubject());
    const before = render(<Page treatment="root-canal" />);
    const after = render(<Page treatment="dental-implants" />);
    before.unmount();
    expect(subject.result.current.treatment).toBe('dental-implants');
    after.unmount();
  });
});
