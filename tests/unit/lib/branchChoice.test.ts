import {
  bookingHref,
  chooseBranch,
  leadFirst,
  parseBranchChoice,
  readBranchChoice,
  subscribeBranchChoice,
} from '@site/src/lib/branchChoice';

const ids = ['banjara-hills', 'jubilee-hills', 'kondapur'];

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('parseBranchChoice', () => {
  it('accepts a known branch id, trimmed, and nothing else', () => {
    expect(parseBranchChoice('kondapur', ids)).toBe('kondapur');
    expect(parseBranchChoice(' kondapur\n', ids)).toBe('kondapur');
    expect(parseBranchChoice('Kondapur', ids)).toBeNull();
    expect(parseBranchChoice('gachibowli', ids)).toBeNull();
    expect(parseBranchChoice('', ids)).toBeNull();
    expect(parseBranchChoice(null, ids)).toBeNull();
  });
});

describe('leadFirst', () => {
  const list = ids.map((id) => ({id}));
  it('puts the leading branch first and keeps the others in order', () => {
    expect(leadFirst(list, 'kondapur').map((b) => b.id)).toEqual([
      'kondapur',
      'banjara-hills',
      'jubilee-hills',
    ]);
    expect(leadFirst(list, 'jubilee-hills').map((b) => b.id)).toEqual([
      'jubilee-hills',
      'banjara-hills',
      'kondapur',
    ]);
  });

  it('keeps the order without a lead, or with one that is not in the list, in a new array', () => {
    expect(leadFirst(list, null)).toEqual(list);
    expect(leadFirst(list, 'gachibowli')).toEqual(list);
    expect(leadFirst(list, null)).not.toBe(list);
  });
});

describe('bookingHref', () => {
  it('adds the treatment and the branch when known', () => {
    expect(bookingHref({})).toBe('/contact');
    expect(bookingHref({treatment: 'dental-implants'})).toBe('/contact?treatment=dental-implants');
    expect(bookingHref({branch: 'kondapur'})).toBe('/contact?branch=kondapur');
    expect(bookingHref({treatment: 'root-canal', branch: 'kondapur'})).toBe(
      '/contact?treatment=root-canal&branch=kondapur',
    );
    expect(bookingHref({treatment: null, branch: null})).toBe('/contact');
  });
});

describe('the stored choice', () => {
  it('is none at first, then the branch chosen, kept in local storage', () => {
    expect(readBranchChoice(ids)).toBeNull();
    chooseBranch('kondapur');
    expect(window.localStorage.getItem('clinic.branch')).toBe('kondapur');
    expect(readBranchChoice(ids)).toBe('kondapur');
  });

  it('ignores a stored value that names no branch', () => {
    window.localStorage.setItem('clinic.branch', 'gachibowli');
    expect(readBranchChoice(ids)).toBeNull();
  });

  it('tells subscribers of a choice on this page and in another tab, until they unsubscribe', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeBranchChoice(onChange);
    chooseBranch('jubilee-hills');
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', {key: 'clinic.branch'}));
    window.dispatchEvent(new StorageEvent('storage', {key: null}));
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme'}));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    chooseBranch('kondapur');
    window.dispatchEvent(new StorageEvent('storage', {key: 'clinic.branch'}));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('lasts for this visit, quietly, when storage throws', () => {
    const refuse = () => {
      throw new DOMException('Storage is refused in this test.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    const error = jest.spyOn(console, 'error');
    expect(readBranchChoice(ids)).toBeNull();
    expect(() => chooseBranch('kondapur')).not.toThrow();
    expect(readBranchChoice(ids)).toBe('kondapur');
    expect(error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    // Storage that works again holds the next choice, and the visit's one gives way.
    chooseBranch('banjara-hills');
    expect(readBranchChoice(ids)).toBe('banjara-hills');
  });
});
