import { because, money, named, or, paymentOf, plain, text, withOwner, type Sentence } from './audit-sentence-words.js';

// The audit sentences of money (audit-sentences.ts holds the rest): orders, subscriptions, refunds, disputes, dunning,
// plan changes and promotion codes. A payment is named by its description as recorded, the amount in its currency.

export const MONEY_SENTENCES: Record<string, Sentence> = {
  // Orders and subscriptions
  'order.completed': (p) =>
    text(p.details.orderType)
      ? p.w('order.completed', {
          actor: p.actor,
          type: text(p.details.orderType)!,
          order: or(p.details.orderId, p.target),
        })
      : p.w('order.completed.untyped', { actor: p.actor, order: or(p.details.orderId, p.target) }),
  'vps-order.completed': plain('vps-order.completed'),
  'vps-order.updated': plain('vps-order.updated'),
  'vps-order.deleted': (p) =>
    text(p.details.customerEmail)
      ? p.w('vps-order.deleted.of', { actor: p.actor, target: p.target, email: text(p.details.customerEmail)! })
      : plain('vps-order.deleted')(p),
  'order.cancelled': (p) => {
    const values = { actor: p.actor, order: or(p.details.orderId, p.target), because: because(p, p.details.reason) };
    return text(p.details.orderType)
      ? p.w('order.cancelled', { ...values, type: text(p.details.orderType)! })
      : p.w('order.cancelled.untyped', values);
  },
  'subscription.paused': (p) =>
    p.w('subscription.paused', { actor: p.actor, target: p.target, subject: p.subject, withOwner: withOwner(p) }),
  'subscription.resumed': plain('subscription.resumed'),
  // Money: refunds, disputes and dunning
  'payment.refunded': (p) =>
    p.w('payment.refunded', {
      actor: p.actor,
      amount: money(p.details.amountCents, p.details.currency),
      payment: paymentOf(p),
      subject: p.subject,
      because: because(p, p.details.reason),
    }),
  'payment.held': (p) =>
    p.w('payment.held', {
      amount: money(p.details.amountCents, p.details.currency),
      payment: paymentOf(p),
      subject: p.subject,
    }),
  'payment.checkout_refused': (p) =>
    p.w('payment.checkout_refused', {
      product: named(
        p,
        'product',
        typeof p.details.product === 'string' && p.details.product.endsWith('-extra-run')
          ? 'extra_run'
          : p.details.product,
        'product.other',
      ),
      subject: p.subject,
    }),
  'payment.disputed': (p) =>
    p.w('payment.disputed', {
      subject: p.subject,
      payment: paymentOf(p),
      status: named(p, 'dispute', p.details.status ?? 'needs_response'),
    }),
  'payment.renewal_failed': (p) =>
    p.w(p.details.mailed ? 'payment.renewal_failed.mailed' : 'payment.renewal_failed.unmailed', {
      payment: paymentOf(p),
      subject: p.subject,
      because: because(p, p.details.reason),
    }),
  'payment.reminder_sent': (p) =>
    p.w('payment.reminder_sent', { actor: p.actor, subject: p.subject, payment: paymentOf(p) }),
  'payment.grace_ended': (p) =>
    p.w(p.details.outcome === 'product acted' ? 'payment.grace_ended.on_hold' : 'payment.grace_ended', {
      payment: paymentOf(p),
      subject: p.subject,
    }),
  'payment.renewal_recovered': (p) =>
    p.w(p.details.afterGraceEnd ? 'payment.renewal_recovered.after_grace' : 'payment.renewal_recovered', {
      subject: p.subject,
      payment: paymentOf(p),
    }),
  // Plan changes and promotion codes
  'billing.plan_change_requested': (p) =>
    p.w(
      text(p.details.direction) === 'downgrade'
        ? 'billing.plan_change_requested.downgrade'
        : 'billing.plan_change_requested.upgrade',
      { actor: p.actor, payment: paymentOf(p), from: or(p.details.from, '?'), to: or(p.details.to, '?') },
    ),
  'billing.plan_changed': (p) =>
    p.w('billing.plan_changed', {
      payment: paymentOf(p),
      subject: p.subject,
      from: or(p.details.from, '?'),
      to: or(p.details.to, '?'),
    }),
  'billing.plan_change_cancelled': (p) =>
    p.w('billing.plan_change_cancelled', {
      actor: p.actor,
      payment: paymentOf(p),
      from: or(p.details.from, '?'),
      to: or(p.details.to, '?'),
    }),
  'promotion_code.created': (p) =>
    p.w('promotion_code.created', { actor: p.actor, code: or(p.details.code, p.target) }),
  'promotion_code.deactivated': (p) =>
    p.w('promotion_code.deactivated', { actor: p.actor, code: or(p.details.code, p.target) }),
};
