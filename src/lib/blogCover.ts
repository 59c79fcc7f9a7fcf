/**
 * A post's cover illustration: the SVG twin of the PNG social card its front
 * matter names as `image` (scripts/blog-covers.mjs writes both to
 * static/img/blog/). Undefined when the post has no such card.
 */
export function blogCoverPath(image: unknown): string | undefined {
  return typeof image === 'string' && image.startsWith('/img/blog/') && image.endsWith('.png')
    ? image.replace(/\.png$/, '.svg')
    : undefined;
}
