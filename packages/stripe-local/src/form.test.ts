import { describe, expect, it } from 'vitest';
import { encodeForm, FormError, parseForm } from './form.js';

describe('parseForm (Stripe bracket notation)', () => {
  it('builds nested objects and arrays from bracketed keys', () => {
    const body =
      'mode=subscription&line_items[0][price_data][unit_amount]=1000&line_items[0][price_data][currency]=eur' +
      '&line_items[0][price_data][product_data][name]=Course%20%C3%A9t%C3%A9&line_items[0][quantity]=1' +
      '&line_items[1][quantity]=2&metadata[order_id]=7&expand[]=subscription&expand[]=invoice';
    expect(parseForm(body)).toEqual({
      mode: 'subscription',
      line_items: [
        {
          price_data: { unit_amount: '1000', currency: 'eur', product_data: { name: 'Course été' } },
          quantity: '1',
        },
        { quantity: '2' },
      ],
      metadata: { order_id: '7' },
      expand: ['subscription', 'invoice'],
    });
  });

  it('reads what encodeForm writes (the SDKs encode the same way)', () => {
    const data = { a: 'x y&z', list: [{ b: '1' }, { b: '2', c: { d: 'e' } }], m: { k: '' } };
    expect(parseForm(encodeForm(data))).toEqual(data);
    expect(encodeForm({ n: 5, t: true, skip: undefined })).toBe('n=5&t=true');
  });

  it('refuses a key that is both a value and an object, and malformed brackets', () => {
    expect(() => parseForm('a=1&a[b]=2')).toThrow(FormError);
    expect(() => parseForm('a[b]=1&a=2')).toThrow(FormError);
    expect(() => parseForm('a[b=1')).toThrow(FormError);
    expect(() => parseForm('a[0]=1&a[x]=2')).toThrow(FormError);
  });
});
