import { describe, expect, it } from 'vitest';
import { etagMatches } from '../../../common/etag';
import { robotsTxt, sitemapXml, weakEtag } from './sitemap';

describe('sitemapXml', () => {
  it('lists absolute URLs with their last change, XML-escaped', () => {
    const xml = sitemapXml('https://cars.example', [
      { path: '/' },
      { path: '/blog/tips-&-tricks', lastModified: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://cars.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://cars.example/blog/tips-&amp;-tricks</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
  });
});

describe('the sitemap ETag', () => {
  it('is weak, the same for the same text and another for another', async () => {
    const etag = await weakEtag('<urlset/>');
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(await weakEtag('<urlset/>')).toBe(etag);
    expect(await weakEtag('<urlset></urlset>')).not.toBe(etag);
  });

  it('matches an If-None-Match naming it, weak or strong, in a list, or *', async () => {
    const etag = await weakEtag('x');
    const strong = etag.slice(2);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(strong, etag)).toBe(true);
    expect(etagMatches(`W/"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"other"', etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of admin and the API and names the sitemap', () => {
    const text = robotsTxt('https://cars.example');
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/cars\.example\/sitemap\.xml$/m);
  });
});
