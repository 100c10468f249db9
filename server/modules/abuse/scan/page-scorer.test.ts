import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDS } from '../names/default-lists.js';
import { KIT_PAGE } from '../../../../sandbox/whm/sample-pages.js';
import { scorePage } from './page-scorer.js';

const score = (html: string, url = 'http://shop.hostfree.test/') => scorePage(html, url, DEFAULT_BRANDS);
const signalsOf = (html: string) => score(html).signals.map((s) => s.signal);

describe('page scorer', () => {
  it('finds nothing on an ordinary page', () => {
    const clean = `<html><head><title>Jane's bakery</title></head><body><h1>Fresh bread daily</h1>
      <form action="/contact.php" method="post"><input name="email"><textarea name="message"></textarea></form>
      <a href="https://wordpress.org/">Powered by WordPress</a><img src="/logo.png"></body></html>`;
    const result = score(clean);
    expect(result.signals).toEqual([]);
    expect(result.outboundUrls).toEqual(['https://wordpress.org/']);
  });

  it('reads a credential kit: password form posting off-site, the brand by sign-in words, the kit files', () => {
    const result = score(KIT_PAGE);
    expect(result.signals.map((s) => s.signal)).toEqual(['credential-form-off-site', 'brand-sign-in', 'kit-file']);
    expect(result.signals[0]!.detail).toBe('password form posts to collector.example.net');
    expect(result.score).toBeGreaterThanOrEqual(80);
  });

  it('a password form posting to the site itself is not off-site', () => {
    expect(signalsOf('<form action="/wp-login.php" method="post"><input type="password" name="pwd"></form>')).toEqual(
      [],
    );
  });

  it('reads a card form posting off-site', () => {
    expect(signalsOf('<form action="//pay.example.org/x"><input name="card_number"><input name="cvv"></form>')).toEqual(
      ['card-form-off-site'],
    );
  });

  it('reads hidden frames, off-site redirects and obfuscated script', () => {
    expect(signalsOf('<iframe src="http://x.example/" width="0" height="0"></iframe>')).toEqual(['hidden-frame']);
    expect(signalsOf('<iframe src="http://x.example/" style="display: none"></iframe>')).toEqual(['hidden-frame']);
    expect(signalsOf('<meta http-equiv="refresh" content="0; url=https://evil.example/">')).toEqual([
      'off-site-redirect',
    ]);
    expect(signalsOf('<meta http-equiv="Refresh" content="0; url=/home">')).toEqual([]);
    expect(signalsOf('<script>window.location.href = "https://evil.example/a";</script>')).toEqual([
      'off-site-redirect',
    ]);
    expect(signalsOf('<script>eval(atob("YWxlcnQoMSk="))</script>')).toEqual(['obfuscated-script']);
    expect(signalsOf(`<script>var s="${'\\x41'.repeat(60)}";</script>`)).toEqual(['obfuscated-script']);
    expect(signalsOf('<SCRIPT>eval(function(p,a,c,k,e,d){})</SCRIPT>')).toEqual(['obfuscated-script']);
  });

  it('collects outbound links for the reputation sources, resolved against the page', () => {
    const result = score(
      '<a href="http://203.0.113.66/bins/mozi.m">x</a><a href="/local">y</a><a href="mailto:a@b">z</a>',
    );
    expect(result.outboundUrls).toEqual(['http://203.0.113.66/bins/mozi.m']);
    // Where a meta or script redirect leads is asked about too.
    expect(
      score(
        '<meta http-equiv="refresh" content="0; url=http://203.0.113.66/bins/mozi.m">' +
          '<script>location.replace("https://evil.example/next")</script>',
      ).outboundUrls,
    ).toEqual(['http://203.0.113.66/bins/mozi.m', 'https://evil.example/next']);
  });

  it('takes entities and odd markup in its stride', () => {
    const page = score('<p>P&#97;yPal &amp; friends: sign&#x20;in now<p><a href=x>unclosed').page;
    expect(page.text).toContain('PaYPal & friends: sign in now'.replace('Y', 'y'));
  });
});
