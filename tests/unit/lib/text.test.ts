import {andList, capitalise, htmlToPlainText, orList} from '@site/src/lib/text';

describe('text', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('the CBCT scan')).toBe('The CBCT scan');
    expect(capitalise('')).toBe('');
  });

  it('reads a heading written as HTML as plain text, each entity once', () => {
    expect(htmlToPlainText('Fillings &amp; <code>crowns</code>')).toBe('Fillings & crowns');
    expect(htmlToPlainText('&lt;b&gt; is &quot;bold&quot;, it&#39;s &amp;lt;')).toBe(
      '<b> is "bold", it\'s &lt;',
    );
    expect(htmlToPlainText('Cost in ₹')).toBe('Cost in ₹');
  });

  it('joins a list with "and" as each language does', () => {
    const items = ['a b', 'c d', 'e f'];
    expect(andList('en-IN', items)).toBe('a b, c d and e f');
    expect(andList('te-IN', items)).toBe('a b, c d మరియు e f');
    expect(andList('hi-IN', items)).toBe('a b, c d, और e f');
    expect(andList('ur-IN', items)).toBe('a b، c d، اور e f');
    expect(andList('en-IN', ['a b', 'c d'])).toBe('a b and c d');
    expect(andList('ur-IN', ['a b', 'c d'])).toBe('a b اور c d');
    expect(andList('en-IN', ['one'])).toBe('one');
    expect(andList('en-IN', [])).toBe('');
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
