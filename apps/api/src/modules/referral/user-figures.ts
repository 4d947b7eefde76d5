import type { ReferralFigures } from '../user/index.js';
import {
  cashbackOf,
  discountForReferralOf,
  linkJumpsOf,
  referralOrdersOf,
} from './referral-figures.service.js';

/**
 * The referral programme's figures of `GET /user?expand=` (issue 15, decision 090): the
 * learner's invitations and their orders, cashback, the invitee's discount and the link's visits.
 * app/api-routes.ts hands them to the user routes (decision 135).
 */
export const referralFiguresOfUser: ReferralFigures = {
  referral_orders: async (db, u) => ({ referral_orders: await referralOrdersOf(db, u.id) }),
  cashback: async (db, u) => ({ cashback: await cashbackOf(db, u.projectId, u.id) }),
  discount_for_referral: async (db, u) => ({
    discount_for_referral: await discountForReferralOf(db, u.projectId),
  }),
  link_jumps: async (db, u) => ({ link_jumps: await linkJumpsOf(db, u.id) }),
};
