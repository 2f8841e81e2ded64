/** Saving a form whose values equal what was loaded: no request is sent, the user is told why. */
export const NOTHING_TO_SAVE = 'Nothing to save: no field was changed.'
