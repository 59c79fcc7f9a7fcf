import {blogCoverPath} from '@site/src/lib/blogCover';

describe('blogCoverPath', () => {
  it('is the SVG twin of a post’s PNG social card', () => {
    expect(blogCoverPath('/img/blog/root-canal-myths.png')).toBe('/img/blog/root-canal-myths.svg');
  });

  it('is undefined for anything else', () => {
    expect(blogCoverPath(undefined)).toBeUndefined();
    expect(blogCoverPath('/img/other/card.png')).toBeUndefined();
    expect(blogCoverPath('/img/blog/card.jpg')).toBeUndefined();
    expect(blogCoverPath(42)).toBeUndefined();
  });
});
