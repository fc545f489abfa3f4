import { describe, expect, it } from 'vitest';
import { facesOf, hanFace } from './font-runs.ts';
import { faceHas } from './pdf-fonts.ts';

const runs = (text: string) => {
  const faces = facesOf(text, faceHas);
  const out: [string, string][] = [];
  faces.forEach((f, i) => { if (out.at(-1)?.[0] === f) out.at(-1)![1] += text[i]; else out.push([f, text[i]!]); });
  return out;
};

describe('facesOf', () => {
  it('draws each script in its font, and spaces and signs with the text around them', () => {
    expect(runs('Zażółć “€ 5” עברית, العربية')).toEqual([['latin', 'Zażółć “€ 5” '], ['hebrew', 'עברית, '], ['arabic', 'العربية']]);
    expect(runs('Кириллица Ελληνικά — …')).toEqual([['latin', 'Кириллица Ελληνικά — …']]);
  });

  it('takes the Japanese, Korean or Chinese font for Han characters by what else the paragraph holds', () => {
    expect(hanFace('日本語のテキスト')).toBe('jp');
    expect(hanFace('韓國 한국어')).toBe('kr');
    expect(hanFace('中文 我们')).toBe('sc');
    expect(runs('日本語の本')).toEqual([['jp', '日本語の本']]);
    expect(runs('中文我们')).toEqual([['sc', '中文我们']]);
    expect(runs('a 한국어')).toEqual([['latin', 'a '], ['kr', '한국어']]);
  });
});
