import {clearDraft, readDraft, readSetting, writeDraft, writeSetting} from '@site/src/lib/storage';

describe('drafts in session storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes, reads and clears a draft', () => {
    expect(writeDraft('draft:test', {name: 'Asha'})).toBe(true);
    expect(readDraft('draft:test')).toEqual({name: 'Asha'});
    clearDraft('draft:test');
    expect(readDraft('draft:test')).toBeNull();
  });

  it('degrades quietly when storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(writeDraft('draft:test', {a: 1})).toBe(false);
    expect(readDraft('draft:test')).toBeNull();
    expect(() => clearDraft('draft:test')).not.toThrow();
  });

  it('ignores a draft that is not valid JSON', () => {
    sessionStorage.setItem('draft:bad', '{oops');
    expect(readDraft('draft:bad')).toBeNull();
  });
});

describe('settings in local storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps a setting as it is, in local storage, for later visits', () => {
    expect(readSetting('clinic.test')).toBeNull();
    expect(writeSetting('clinic.test', 'kondapur')).toBe(true);
    expect(readSetting('clinic.test')).toBe('kondapur');
    expect(localStorage.getItem('clinic.test')).toBe('kondapur');
    expect(sessionStorage.getItem('clinic.test')).toBeNull();
  });

  it('degrades quietly, logging nothing, when storage throws', () => {
    const logged = jest.spyOn(console, 'error');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(writeSetting('clinic.test', 'kondapur')).toBe(false);
    expect(readSetting('clinic.test')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('degrades quietly when reading the storage itself throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(writeSetting('clinic.test', 'kondapur')).toBe(false);
    expect(readSetting('clinic.test')).toBeNull();
  });
});
