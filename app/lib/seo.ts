// Every public page's <head> for search engines and link previews: a unique title and
// description, the canonical URL, Open Graph and Twitter tags, and JSON-LD. React Router renders
// only the deepest route's `meta`, so each page calls pageMeta (or its loader seoMeta) and the
// site-wide AutoDealer JSON-LD comes along every time.
import type { MetaDescriptor } from 'react-router';
import { SITE } from '../../common/site';

export interface PageSeo {
  /** The page's own title; the site name is appended unless it is already in it. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/inventory' or '/cars/12' (query strings are dropped). */
  path: string;
  /** Absolute URL or site path of the preview image. */
  image?: string;
  type?: 'website' | 'article';
  /** Pages search engines must not list (not-found, admin). */
  noindex?: boolean;
  /** Page-specific structured data (Car, BlogPosting...). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The site's public origin from the root loader (no trailing slash). */
export function originFromMatches(matches: readonly (MatchWithData | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { origin?: string } | undefined;
  return root?.origin ?? '';
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** schema.org AutoDealer from the one source of truth in common/site.ts. */
export function autoDealerJsonLd(origin: string): Record<string, unknown> {
  const a = SITE.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${origin}/#dealer`,
    name: SITE.name,
    url: `${origin}/`,
    telephone: SITE.phone.e164,
    email: SITE.email,
    foundingDate: String(SITE.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    openingHoursSpecification: SITE.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...slot.days],
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

export function pageMeta(
  matches: readonly (MatchWithData | undefined)[],
  seo: PageSeo,
): MetaDescriptor[] {
  return seoMeta(originFromMatches(matches), seo);
}

/**
 * The tags of pageMeta for a site at `origin`: what a loader returns for its route's `meta` to
 * hand on when the page's tags depend on its data only, so this code stays off the phone
 * (docs/product.md#page-weight).
 */
export function seoMeta(origin: string, seo: PageSeo): MetaDescriptor[] {
  const title = seo.title.includes(SITE.name) ? seo.title : `${seo.title} | ${SITE.name}`;
  const canonical = absoluteUrl(origin, seo.path.split(/[?#]/)[0] || '/');
  const image = seo.image ? absoluteUrl(origin, seo.image) : undefined;
  const extra = seo.jsonLd ? (Array.isArray(seo.jsonLd) ? seo.jsonLd : [seo.jsonLd]) : [];

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:locale', content: 'en_CA' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  // Data blocks, not scripts: the Content-Security-Policy does not apply to them.
  for (const data of [autoDealerJsonLd(origin), ...extra]) {
    tags.push({ 'script:ld+json': data });
  }
  return tags;
}
