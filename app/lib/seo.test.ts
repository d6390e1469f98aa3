import { describe, expect, it } from 'vitest';
import { SITE } from '../../common/site';
import { autoDealerJsonLd, pageMeta } from './seo';

const matches = [{ id: 'root', loaderData: { origin: 'https://example.test' } }];

describe('pageMeta', () => {
  it('gives a titled, canonical page with Open Graph, Twitter and the dealer JSON-LD', () => {
    const tags = pageMeta(matches, {
      title: 'Our Inventory',
      description: 'All our cars',
      path: '/inventory?make=Honda',
      image: '/images/abc/640.webp',
    });
    expect(tags).toContainEqual({ title: `Our Inventory | ${SITE.name}` });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://example.test/inventory',
    });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://example.test/images/abc/640.webp',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ 'script:ld+json': autoDealerJsonLd('https://example.test') });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });

  it('keeps a title that already names the site, marks noindex pages and adds page JSON-LD', () => {
    const car = { '@context': 'https://schema.org', '@type': 'Car', name: '2020 Honda Civic' };
    const tags = pageMeta(matches, {
      title: `${SITE.name} | Home`,
      description: 'd',
      path: '/',
      noindex: true,
      jsonLd: car,
    });
    expect(tags).toContainEqual({ title: `${SITE.name} | Home` });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ 'script:ld+json': car });
  });
});

describe('autoDealerJsonLd', () => {
  it('describes the dealer from the site configuration, with its opening hours', () => {
    const ld = autoDealerJsonLd('https://example.test');
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld.telephone).toBe(SITE.phone.e164);
    expect(ld.openingHoursSpecification).toHaveLength(SITE.hours.length);
    expect(JSON.stringify(ld)).toContain('"addressLocality":"Richmond"');
  });
});
