import {capitalise, orList} from '@site/src/lib/text';

describe('text', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('the CBCT scan')).toBe('The CBCT scan');
    expect(capitalise('')).toBe('');
  });

  it('joins alternatives with "or" as each language does', () => {
    const items = ['a b', 'c d', 'e f'];
    expect(orList('en-IN', items)).toBe('a b, c d or e f');
    expect(orList('te-IN', items)).toBe('a b, c d లేదా e f');
    expect(orList('hi-IN', items)).toBe('a b, c d या e f');
    expect(orList('ur-IN', items)).toBe('a b، c d، یا e f');
    expect(orList('en-IN', ['one'])).toBe('one');
  });
});
