import type { CreditsMessages } from "../i18n/credits-en";

/**
 * A ledger line's reason in the interface language. The server writes it in English from a few
 * patterns (credits.service.ts): a purchase, a generation, a refund; those are said again with the
 * catalogue's words, names kept. Anything else (an operator's own words) stays as written.
 */
export function ledgerReason(reason: string, t: CreditsMessages): string {
  const refund = /^Refund: (.+)$/s.exec(reason);
  if (refund?.[1]) return t.reasons.refund(ledgerReason(refund[1], t));
  // An operator refunded the payment (ADR 0087): "Starter Pack refunded: ৳500 (bKash ABC123)".
  const refunded = /^(.+ Pack) refunded: (\S+) \(bKash (\S+)\)$/.exec(reason);
  if (refunded?.[1] && refunded[2] && refunded[3])
    return t.reasons.paymentRefund(refunded[1], refunded[2], refunded[3]);
  const purchase = /^(.+ Pack) purchase(?: \(bKash (\S+)\))?$/.exec(reason);
  if (purchase?.[1]) return t.reasons.purchase(purchase[1], purchase[2]);
  const generation = /^(.+) with (.+)$/.exec(reason);
  if (generation?.[1] && generation[2]) return t.reasons.generation(generation[1], generation[2]);
  return reason;
}
