/** A count the server capped (its `count_capped`) reads "1000+": there are more than it counted. */
export const countLabel = (count: number, capped: boolean): string => (capped ? `${String(count)}+` : String(count));
