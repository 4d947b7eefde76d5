import type { FormObject, FormValue } from './form.js';
import { INTERVALS, type Interval, type LineItem, type Metadata, StripeApiError } from './objects.js';

/**
 * Reading form parameters as Stripe does: unknown parameters are refused (so the product
 * cannot rely on something this server ignores; `expand` too, as nothing is expanded here),
 * integers and booleans come as strings.
 */

export function invalid(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

export function refuseUnknown(params: FormObject, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw invalid(key, `Received unknown parameter: ${key}`, 'parameter_unknown');
  }
}

export function str(value: FormValue | undefined, param: string, max = 5000): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param}`);
  if (value.length > max) throw invalid(param, `Invalid string: ${param}; must be at most ${max} characters`);
  return value;
}

export function requiredStr(value: FormValue | undefined, param: string, max?: number): string {
  const s = str(value, param, max);
  if (s === undefined || s === '')
    throw invalid(param, `Missing required param: ${param}.`, 'parameter_missing');
  return s;
}

export function int(value: FormValue | undefined, param: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalid(param, `Invalid integer: ${String(value)}`);
  return Number(value);
}

export function bool(value: FormValue | undefined, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid(param, `Invalid boolean: ${String(value)}`);
}

function obj(value: FormValue | undefined, param: string): FormObject | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(param, `Invalid object: ${param}`);
  return value;
}

/** Stripe's limits: 50 keys, key at most 40 characters, value at most 500; a value "" unsets its key. */
export function metadata(value: FormValue | undefined, param = 'metadata'): Metadata | undefined {
  if (value === '') return {};
  const o = obj(value, param);
  if (!o) return undefined;
  const out: Metadata = {};
  const entries = Object.entries(o);
  if (entries.length > 50) throw invalid(param, 'Metadata can have at most 50 keys.');
  for (const [k, v] of entries) {
    if (k.length > 40) throw invalid(`${param}[${k}]`, 'Metadata keys can be at most 40 characters.');
    out[k] = str(v, `${param}[${k}]`, 500) as string;
  }
  return out;
}

/** `line_items[i]` with inline `price_data` (the product never keeps prices at Stripe). */
export function lineItems(value: FormValue | undefined, mode: 'payment' | 'subscription'): LineItem[] {
  if (value === undefined)
    throw invalid('line_items', 'Missing required param: line_items.', 'parameter_missing');
  if (!Array.isArray(value) || value.length === 0) throw invalid('line_items', 'Invalid array: line_items');
  const items = value.map((raw, i) => {
    const p = `line_items[${i}]`;
    const item = obj(raw, p) as FormObject;
    refuseUnknown(item, ['price_data', 'quantity']);
    const data = obj(item.price_data, `${p}[price_data]`);
    if (!data)
      throw invalid(`${p}[price_data]`, `You must specify either \`price\` or \`price_data\` in ${p}.`);
    refuseUnknown(data, ['currency', 'unit_amount', 'product_data', 'recurring']);
    const currency = requiredStr(data.currency, `${p}[price_data][currency]`).toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid(`${p}[price_data][currency]`, `Invalid currency: ${currency}`);
    const unitAmount = int(data.unit_amount, `${p}[price_data][unit_amount]`);
    if (unitAmount === undefined || unitAmount < 0) {
      throw invalid(`${p}[price_data][unit_amount]`, 'Invalid non-negative integer', 'parameter_missing');
    }
    const product = obj(data.product_data, `${p}[price_data][product_data]`);
    if (!product)
      throw invalid(`${p}[price_data][product_data]`, 'Missing required param.', 'parameter_missing');
    refuseUnknown(product, ['name', 'description', 'metadata']);
    const name = requiredStr(product.name, `${p}[price_data][product_data][name]`);
    const rec = obj(data.recurring, `${p}[price_data][recurring]`);
    let recurring: LineItem['recurring'] = null;
    if (rec) {
      refuseUnknown(rec, ['interval', 'interval_count']);
      const interval = requiredStr(rec.interval, `${p}[price_data][recurring][interval]`) as Interval;
      if (!INTERVALS.includes(interval)) {
        throw invalid(`${p}[price_data][recurring][interval]`, `Invalid interval: ${interval}`);
      }
      const count = int(rec.interval_count, `${p}[price_data][recurring][interval_count]`) ?? 1;
      if (count < 1) throw invalid(`${p}[price_data][recurring][interval_count]`, 'Invalid interval_count');
      recurring = { interval, interval_count: count };
    }
    const quantity = int(item.quantity, `${p}[quantity]`);
    if (quantity === undefined) throw invalid(`${p}[quantity]`, `Missing required param: ${p}[quantity].`);
    if (quantity < 1) throw invalid(`${p}[quantity]`, 'Quantity must be at least 1.');
    return { currency, unit_amount: unitAmount, quantity, name, recurring };
  });
  if (new Set(items.map((i) => i.currency)).size > 1) {
    throw invalid('line_items', 'All line items must share one currency.');
  }
  if (mode === 'subscription' && !items.some((i) => i.recurring)) {
    throw invalid('line_items', 'You must provide at least one recurring price in `subscription` mode.');
  }
  if (mode === 'payment' && items.some((i) => i.recurring)) {
    throw invalid(
      'line_items',
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    );
  }
  return items;
}
