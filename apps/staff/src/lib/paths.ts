/**
 * The two addresses the app and its features send a person to: the desk (home, after a sign-in)
 * and the sign-in. Here, below both, so that a feature does not import the app's route table
 * (which imports the features' screens).
 */
export const HOME_PATH = '/desk';
export const SIGN_IN_PATH = '/sign-in';
