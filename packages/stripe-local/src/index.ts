/** The local Stripe-protocol server (decision 061); see server.ts. */
export {};
