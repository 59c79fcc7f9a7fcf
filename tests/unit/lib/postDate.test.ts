import {postDateLabel, withPostDate} from '@site/src/lib/postDate';

describe('a blog post’s date label', () => {
  it('is the label the build wrote, when there is one', () => {
    expect(postDateLabel({date: '2026-06-16T00:00:00.000Z', formattedDate: 'written'})).toBe(
      'written',
    );
  });

  it('is the date as patients in India write it otherwise, from a string or a Date', () => {
    expect(postDateLabel({date: '2026-06-16T00:00:00.000Z'})).toBe('16 June 2026');
    expect(postDateLabel({date: new Date('2026-01-05T00:00:00.000Z')})).toBe('5 January 2026');
  });

  it('is written into each post at build time, leaving the rest of the post as it was', () => {
    const post = {id: 'root-canal-myths', metadata: {date: new Date('2026-06-16'), title: 'Myths'}};
    const dated = withPostDate(post);
    expect(dated).toEqual({
      id: 'root-canal-myths',
      metadata: {date: post.metadata.date, title: 'Myths', formattedDate: '16 June 2026'},
    });
    expect(post.metadata).not.toHaveProperty('formattedDate');
  });
});
