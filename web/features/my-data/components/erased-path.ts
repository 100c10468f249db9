/** Where an erased account's owner lands: the sign-in page, with the notice that says what happened. */
export const ERASED_PATH = '/auth?erased=true';
