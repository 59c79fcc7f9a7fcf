/**
 * `fetchpriority="high"`, for the image that is likely the largest paint of a
 * page's first screen: spread it onto the `<img>`. React 18 does not know the
 * camel-case `fetchPriority` prop (React 19 does) and warns about it; an unknown
 * lowercase attribute it writes to the element as it is.
 */
export const fetchPriorityHigh: Record<string, string> = {fetchpriority: 'high'};
