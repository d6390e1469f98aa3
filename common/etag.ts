// Conditional GETs (RFC 9110 If-None-Match, weak comparison) for the answers we tag: photos, the
// sitemap, the feeds. Not Express's req.fresh: it never answers 304 to a request that also says
// Cache-Control: no-cache, which fetch() adds to every request with an If-None-Match of its own.

/** True when an If-None-Match header names this ETag (weak or strong, in a list) or is *. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
