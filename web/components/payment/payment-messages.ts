// The payment messages of 000 §8 and 001 §8, verbatim; shared by every screen that takes a card.
export const PAYMENT_MESSAGES = {
  paymentFailedTitle: 'Payment Failed',
  unknownPaymentError: 'Unknown payment error',
  paymentErrorTitle: 'Payment Error',
  paymentErrorText: 'There was an issue processing your payment. Please try again.',
  processing: 'Processing...',
} as const;
