// The one language-code rule of the API (issue 12, docs/protocol.md "Language codes"): every site locale and its bare
// language prefix name the same language, in any letter case; anything else is unknown (the server refuses it).
// Cases: both forms of each of the 16 locales, case-insensitivity, codes that are not ours, and the JSON Schemas of
// the calls that take a language (form checked there, membership here).
import { describe, expect, it } from 'vitest';
import { acceptedLanguageCodes, siteLanguageOf, siteLanguages } from '../../protocol/languages';
import WebSiteSearchDetail from '../../schemas/api/WebSiteSearchDetail.json';
import ProductAttributeInfo from '../../schemas/api/ProductAttributeInfo.json';

describe('siteLanguageOf', () => {
  it('takes every site locale and its bare prefix as the same language', () => {
    for (const language of siteLanguages) {
      expect(siteLanguageOf(language.parameter)).toBe(language);
      expect(siteLanguageOf(language.parameter.split('-')[0])).toBe(language);
    }
    expect(siteLanguageOf('zh')?.parameter).toBe('zh-CN');
    expect(siteLanguageOf('pt')?.parameter).toBe('pt-BR');
    expect(siteLanguageOf('ru')?.parameter).toBe('ru-RU');
  });

  it('ignores letter case (the spec itself writes pt-br)', () => {
    expect(siteLanguageOf('pt-br')?.parameter).toBe('pt-BR');
    expect(siteLanguageOf('ZH-cn')?.parameter).toBe('zh-CN');
    expect(siteLanguageOf('EN')?.parameter).toBe('en');
  });

  it('knows nothing else: no guessing from a region it does not have', () => {
    for (const code of ['xx', 'zh-TW', 'en-US', 'pt-PT', 'ru-UA', 'fil', 'iw', '', 'zh-', '-CN', ' en', 'en ', 'zh_CN'])
      expect(siteLanguageOf(code), code).toBeUndefined();
  });

  it('prefixes are unique, so a bare code never names two languages', () => {
    const prefixes = siteLanguages.map((l) => l.parameter.split('-')[0]);
    expect(new Set(prefixes).size).toBe(siteLanguages.length);
    expect(acceptedLanguageCodes).toEqual([...siteLanguages.map((l) => l.parameter), 'zh', 'pt', 'ru']);
  });
});

describe('the schemas of calls that take a language', () => {
  const fields = [
    ['WebSiteSearchDetail.KeyWord', WebSiteSearchDetail.$defs.request.properties.KeyWord],
    ['ProductAttributeInfo.keyWord', ProductAttributeInfo.$defs.request.properties.keyWord],
  ] as const;

  it('check the same form and let every accepted code through (membership is checked by the server, in one place)', () => {
    for (const [name, field] of fields) {
      expect(field, name).toEqual(fields[0][1]);
      const pattern = new RegExp((field as { pattern: string }).pattern);
      for (const code of [...acceptedLanguageCodes, 'pt-br', 'ZH'])
        expect(pattern.test(code), `${name} ${code}`).toBe(true);
    }
  });
});
