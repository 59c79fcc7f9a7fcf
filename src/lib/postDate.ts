/**
 * A blog post's date as pages show it: "16 June 2026", the way patients in India
 * write dates (src/lib/dates.ts), on the post, in the list of posts and in every
 * language's build (the posts are English).
 *
 * The build writes it into each post's metadata (`withPostDate`, used by the blog
 * options in config/classicPreset.ts), so a page shows it without making a date
 * format while it starts: the first Intl.DateTimeFormat a page makes loads the
 * locale's calendar data, about 50 ms of a phone's main thread at 4× slowdown.
 */
import {formatLongDate} from './dates';

/** The fields of a post's metadata this reads: the date, and the label the build wrote. */
export interface DatedPost {
  date: string | Date;
  formattedDate?: string;
}

/** The post's date label: the build's, else made here. */
export function postDateLabel({date, formattedDate}: DatedPost): string {
  return formattedDate ?? formatLongDate(typeof date === 'string' ? date : date.toISOString());
}

/** The post with its date label written into its metadata (Node, at build time). */
export function withPostDate<Post extends {metadata: DatedPost}>(post: Post): Post {
  return {...post, metadata: {...post.metadata, formattedDate: postDateLabel(post.metadata)}};
}
