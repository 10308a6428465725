// Product and category names per language (spec sections 1 and 3).
import { describe, expect, it } from 'vitest';
import { categoryName, productName } from '../../protocol/localisedNames';

const product = {
  name: '音乐泰迪熊',
  ename: 'Musical Teddy Bear',
  langList: [
    { type: 0, arabic: 'دبدوب موسيقي', german: 'Musikalischer Teddybär', french: '' },
    { type: 1, arabic: 'وصف' },
  ],
};

describe('localised names', () => {
  it('productSource 1 uses langList in the buyer language', () => {
    expect(productName(product, 'ar', 1)).toBe('دبدوب موسيقي');
    expect(productName(product, 'de', 1)).toBe('Musikalischer Teddybär');
  });
  it('Chinese uses the Chinese name', () => expect(productName(product, 'zh-CN', 1)).toBe('音乐泰迪熊'));
  it('a missing translation falls back to English, and English to Chinese', () => {
    expect(productName(product, 'fr', 1)).toBe('Musical Teddy Bear');
    expect(productName({ ...product, ename: '' }, 'fr', 1)).toBe('音乐泰迪熊');
  });
  it('productSource 0 only uses name or ename', () => {
    expect(productName(product, 'ar', 0)).toBe('Musical Teddy Bear');
    expect(productName(product, 'zh-CN', 0)).toBe('音乐泰迪熊');
  });
  it('categories read their per-language fields the same way', () => {
    const names = { name: '毛绒玩具', ename: 'Plush toys', russian: 'Мягкие игрушки' };
    expect(categoryName(names, 'ru-RU', 1)).toBe('Мягкие игрушки');
    expect(categoryName(names, 'ru-RU', 0)).toBe('Plush toys');
    expect(categoryName(names, 'pt-BR', 1)).toBe('Plush toys');
    expect(categoryName(names, 'zh-CN', 0)).toBe('毛绒玩具');
  });
});
