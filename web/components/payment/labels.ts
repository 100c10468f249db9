/** 000 §2: the busy label of every payment button. */
export const PROCESSING = 'Processing...';
