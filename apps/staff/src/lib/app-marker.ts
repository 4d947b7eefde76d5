/**
 * Set on <html data-app> by the staff app's entry. Only the staff bundles contain this
 * text: the e2e check greps the learner app's build for it (decision 054, issue 9 "kept
 * out of the learner app's bundles").
 */
export const STAFF_APP_MARKER = 'cp-staff-desk-app';
