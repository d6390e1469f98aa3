import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

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

describe('robotsTxt', () => {
  it('keeps crawlers out of admin and the API and names the sitemap', () => {
    const text = robotsTxt('https://cars.example');
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/cars\.example\/sitemap\.xml$/m);
  });
});
