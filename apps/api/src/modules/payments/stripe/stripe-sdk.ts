import type Stripe from 'stripe';

let sdk: Promise<typeof Stripe> | undefined;

/**
 * Stripe's SDK, loaded on its first use: it is 218 of the 1,700 files the server imports, and a
 * school that takes no payment by Stripe, or a process that never meets one, need not read it at
 * every start (decision 128).
 */
export function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
}
