// The blog sanitiser against the payloads of security-and-faults.md case 10.
import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize-blog-html';

/** Nothing in the output can run script: no handlers, no script URLs, no scriptable elements. */
function expectInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|form|noscript|template|meta|link|base)\b/i,
  );
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/srcdoc|formaction/i);
}

describe('sanitizeBlogHtml', () => {
  it.each([
    ['script tag', '<p>Hi</p><script>alert(1)</script>'],
    ['onerror on img', '<img src="x" onerror="alert(1)">'],
    ['entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['javascript: with whitespace', '<a href=" javascript:alert(1)">x</a>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    [
      'svg animate onbegin',
      '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"></animate></svg>',
    ],
    [
      'mXSS math/mtext/table/mglyph/style',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    ],
    [
      'noscript breakout',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ],
    ['form action javascript:', '<form action="javascript:alert(1)"><button>Go</button></form>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    [
      'style attribute and tag',
      '<p style="background:url(javascript:alert(1))">x</p><style>*{}</style>',
    ],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
    [
      'meta refresh and base',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="//evil">',
    ],
    ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ])('neutralises %s', (_name, payload) => {
    expectInert(sanitizeBlogHtml(payload));
  });

  it('keeps the allowed article markup', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> with a <a href="https://example.com" title="t">link</a> and <a href="mailto:a@b.co">mail</a>.</p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<img src="https://example.com/a.jpg" alt="A car">';
    const clean = sanitizeBlogHtml(html);
    for (const piece of [
      '<h2>Title</h2>',
      '<strong>bold</strong>',
      '<a href="https://example.com" title="t">link</a>',
      '<a href="mailto:a@b.co">mail</a>',
      '<ol start="2">',
      '<blockquote>quote</blockquote>',
      '<pre><code>x = 1</code></pre>',
      '<th scope="col">A</th>',
      '<img src="https://example.com/a.jpg" alt="A car" loading="lazy" />',
    ]) {
      expect(clean).toContain(piece);
    }
  });

  it('keeps the text of removed wrappers but drops script bodies', () => {
    expect(sanitizeBlogHtml('<section><p>kept</p></section><script>gone()</script>')).toBe(
      '<p>kept</p>',
    );
  });
});
