import { describe, expect, it } from 'vitest';
import { safeNext } from '../../server/src/auth/auth.service.ts';

const ORIGIN = 'https://review.example.com';

describe('the page after sign-in (next)', () => {
  it.each([
    ['/c/1/', '/c/1/'],
    ['/c/1/settings/?tab=periods#top', '/c/1/settings/?tab=periods#top'],
    ['https://review.example.com/c/1/', '/c/1/'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['/%5Cevil.example/', '/%5Cevil.example/'],
    ['/c/1/\n', '/c/1/'],
    ['/c/1/\u3000', '/c/1/%E3%80%80'],
    ['/привет/', '/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/'],
    ['/c/1/?q=отзыв#итог', '/c/1/?q=%D0%BE%D1%82%D0%B7%D1%8B%D0%B2#%D0%B8%D1%82%D0%BE%D0%B3'],
    ['/a\u0000b', '/a%00b'],
  ])('keeps a page of the site: %j -> %j', (next, expected) => {
    expect(safeNext(next, ORIGIN)).toBe(expected);
  });

  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '\\/evil.example/',
    '/.//evil.example/',
    '/./\t/evil.example/',
    'https://evil.example/',
    'http://review.example.com/',
    'https://review.example.com.evil.example/',
    'https://review.example.com:8443/',
    ' //evil.example/',
    '\u0000//evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@evil.example',
    'https:\\\\evil.example',
    'http:/evil.example',
  ])('sends anything off the site to the start page: %j', (next) => {
    expect(safeNext(next, ORIGIN)).toBe('/');
  });

  it('sends a missing, empty, non-text or too long value to the start page', () => {
    for (const next of [undefined, null, '', 42, ['/c/1/'], { next: '/c/1/' }])
      expect(safeNext(next, ORIGIN)).toBe('/');
    expect(safeNext(`/${'a'.repeat(5000)}`, ORIGIN)).toBe('/');
    // Short enough as typed, too long once percent-encoded.
    expect(safeNext(`/${'ж'.repeat(1000)}`, ORIGIN)).toBe('/');
  });

  it('gives only valid header text, whatever it is given', () => {
    const odd = ['/\u2028/', '/\uD800/', '/a b"<>`{}|^/', '/?a=\u0085&b=\u00ff', '/#\u007f\u0001', '/%zz/%'];
    for (const next of odd) expect(safeNext(next, ORIGIN)).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
  });

  it('never answers with another site, whatever the origin it is given', () => {
    expect(safeNext('/c/1/', 'not a url')).toBe('/');
    expect(safeNext('/c/1/', 'http://127.0.0.1:3000')).toBe('/c/1/');
    expect(safeNext('//evil.example/', 'http://localhost:5173')).toBe('/');
  });
});
