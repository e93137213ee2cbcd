import { describe, expect, it } from "vitest";
import type { BkashPayment } from "../../integrations/bkash/bkash-client.ts";
import {
  type AdvanceTrigger,
  type BkashAnswer,
  decideNextStep,
  type NextStep,
  nextCheckAt,
  PAYMENT_LIFETIME_MS,
  type PaymentState,
} from "./payment-decisions.ts";

const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * minutes(60);

/** A Starter Pack (৳500) payment, a minute old, that bKash created. */
const fresh: PaymentState = { started: true, pricePoisha: 50_000, ageMs: minutes(1) };
const dayOld: PaymentState = { ...fresh, ageMs: PAYMENT_LIFETIME_MS };

function bkashPayment(overrides: Partial<BkashPayment>): BkashPayment {
  return {
    paymentId: "TR0011abcdefg1762072142166",
    status: "Initiated",
    verification: "Incomplete",
    trxId: undefined,
    amount: "500.00",
    amountPoisha: 50_000,
    currency: "BDT",
    intent: "sale",
    invoiceNumber: "OS-20260301-ABCDEF0123",
    payerReference: "01234567",
    customerMsisdn: undefined,
    createdAt: undefined,
    executedAt: undefined,
    ...overrides,
  };
}

const completed = bkashPayment({
  status: "Completed",
  verification: "Complete",
  trxId: "CK250NROQ5",
  customerMsisdn: "01770618575",
});
const authorised = bkashPayment({ verification: "Complete" });
const unfinished = bkashPayment({});

const executed = (payment: BkashPayment): BkashAnswer => ({
  call: "execute",
  result: { kind: "ok", payment },
});
const queried = (payment: BkashPayment): BkashAnswer => ({
  call: "query",
  result: { kind: "ok", payment },
});
const timedOut = (call: "execute" | "query"): BkashAnswer => ({
  call,
  result: { kind: "unknown", reason: "timeout", detail: "no answer within 30000 ms" },
});

const wait: NextStep = { kind: "wait" };
const call = (what: "execute" | "query", trigger: AdvanceTrigger): NextStep => ({
  kind: "call",
  call: what,
  trigger,
});
const amountMismatch = (status: string): NextStep => ({
  kind: "close",
  status: "failed",
  reason: "The amount paid does not match the pack price.",
  providerStatus: status,
  alert: {
    message: "bKash reported a different amount: nothing credited",
    details: { expectedPoisha: 50_000, reported: "5.00" },
  },
});

type Row = [
  description: string,
  state: PaymentState,
  answer: BkashAnswer | undefined,
  trigger: AdvanceTrigger,
  expected: NextStep,
];

const everyTrigger: AdvanceTrigger[] = [
  "callback-success",
  "callback-failure",
  "callback-cancel",
  "verify",
  "poll",
  "reconcile",
];

describe("decideNextStep", () => {
  describe("before bKash has said anything", () => {
    it.each<Row>([
      [
        "the browser's success return queries: its word proves nothing (issue 13)",
        fresh,
        undefined,
        "callback-success",
        call("query", "callback-success"),
      ],
      [
        "a failure return queries",
        fresh,
        undefined,
        "callback-failure",
        call("query", "callback-failure"),
      ],
      [
        "a cancel return queries",
        fresh,
        undefined,
        "callback-cancel",
        call("query", "callback-cancel"),
      ],
      ["Verify Payment queries", fresh, undefined, "verify", call("query", "verify")],
      ["a status poll queries", fresh, undefined, "poll", call("query", "poll")],
      ["reconciliation queries", fresh, undefined, "reconcile", call("query", "reconcile")],
    ])("%s", (_, state, answer, trigger, expected) => {
      expect(decideNextStep(state, answer, trigger)).toEqual(expected);
    });

    it.each(everyTrigger)(
      "a payment bKash never created waits, then expires after 24 hours (%s)",
      (trigger) => {
        const unstarted = { ...fresh, started: false };
        expect(decideNextStep(unstarted, undefined, trigger)).toEqual(wait);
        expect(
          decideNextStep({ ...unstarted, ageMs: PAYMENT_LIFETIME_MS - 1 }, undefined, trigger),
        ).toEqual(wait);
        expect(
          decideNextStep({ ...unstarted, ageMs: PAYMENT_LIFETIME_MS }, undefined, trigger),
        ).toEqual({
          kind: "close",
          status: "expired",
          reason: "bKash never started this payment.",
        });
      },
    );
  });

  describe("after execute", () => {
    it.each<Row>([
      [
        "Completed for our price: credit",
        fresh,
        executed(completed),
        "callback-success",
        { kind: "credit", payment: completed },
      ],
      [
        "Authorized (intent authorization) counts as paid",
        fresh,
        executed({ ...completed, status: "Authorized" }),
        "callback-success",
        { kind: "credit", payment: { ...completed, status: "Authorized" } },
      ],
      [
        "Completed for another amount: fail it, credit nothing, alert the operator",
        fresh,
        executed({ ...completed, amount: "5.00", amountPoisha: 500 }),
        "callback-success",
        amountMismatch("Completed"),
      ],
      [
        "Completed with no readable amount: fail it",
        fresh,
        executed({ ...completed, amount: "5.00", amountPoisha: undefined }),
        "callback-success",
        amountMismatch("Completed"),
      ],
      ["answered but not Completed: wait", fresh, executed(unfinished), "callback-success", wait],
      [
        "already executed (a replay or a race): query, on bKash's word only",
        fresh,
        {
          call: "execute",
          result: {
            kind: "already-executed",
            code: "2062",
            message: "The payment has already been completed",
          },
        },
        "callback-success",
        call("query", "reconcile"),
      ],
      [
        "no answer (timeout): wait, never fail: the money may have moved",
        fresh,
        timedOut("execute"),
        "callback-success",
        wait,
      ],
      [
        "no answer, even after 24 hours: wait for a query",
        dayOld,
        { call: "execute", result: { kind: "unknown", reason: "http-5xx", detail: "503" } },
        "reconcile",
        wait,
      ],
      [
        "refused (2056, the customer never authorised): fail it with bKash's message",
        fresh,
        {
          call: "execute",
          result: { kind: "rejected", code: "2056", message: "Invalid Payment State" },
        },
        "callback-success",
        { kind: "close", status: "failed", reason: "Invalid Payment State" },
      ],
      [
        "refused without a message: fail it with ours",
        fresh,
        { call: "execute", result: { kind: "rejected", code: "2056", message: "" } },
        "reconcile",
        { kind: "close", status: "failed", reason: "bKash did not complete the payment." },
      ],
    ])("%s", (_, state, answer, trigger, expected) => {
      expect(decideNextStep(state, answer, trigger)).toEqual(expected);
    });
  });

  describe("after query", () => {
    it.each<Row>([
      [
        "Completed for our price: credit",
        fresh,
        queried(completed),
        "poll",
        { kind: "credit", payment: completed },
      ],
      [
        "Completed beats the browser's cancel",
        fresh,
        queried(completed),
        "callback-cancel",
        { kind: "credit", payment: completed },
      ],
      [
        "Completed beats 24 hours",
        dayOld,
        queried(completed),
        "reconcile",
        { kind: "credit", payment: completed },
      ],
      [
        "Completed for another amount: fail it",
        fresh,
        queried({ ...completed, amount: "5.00", amountPoisha: 500 }),
        "verify",
        amountMismatch("Completed"),
      ],
      [
        "authorised but not executed (tab closed): execute",
        fresh,
        queried(authorised),
        "reconcile",
        call("execute", "reconcile"),
      ],
      [
        "authorised, after the browser said cancel: execute all the same",
        fresh,
        queried(authorised),
        "callback-cancel",
        call("execute", "callback-cancel"),
      ],
      [
        "authorised, after 24 hours: still execute",
        dayOld,
        queried(authorised),
        "poll",
        call("execute", "poll"),
      ],
      [
        "unfinished after a cancel return: wait (bKash still says Initiated)",
        fresh,
        queried(unfinished),
        "callback-cancel",
        wait,
      ],
      [
        "unfinished after a failure return: wait",
        fresh,
        queried(unfinished),
        "callback-failure",
        wait,
      ],
      [
        "unfinished after a success return (forged, or the customer never paid): wait",
        fresh,
        queried(unfinished),
        "callback-success",
        wait,
      ],
      [
        "unfinished after a cancel return, 24 hours on: expired, as bKash's lifetime says",
        dayOld,
        queried(unfinished),
        "callback-cancel",
        {
          kind: "close",
          status: "expired",
          reason: "The payment was not completed within 24 hours.",
          providerStatus: "Initiated",
        },
      ],
      ["unfinished on a poll: wait", fresh, queried(unfinished), "poll", wait],
      ["unfinished on Verify Payment: wait", fresh, queried(unfinished), "verify", wait],
      [
        "unfinished after an already-executed execute: wait",
        fresh,
        queried(unfinished),
        "reconcile",
        wait,
      ],
      [
        "unfinished just under 24 hours: wait",
        { ...fresh, ageMs: PAYMENT_LIFETIME_MS - 1 },
        queried(unfinished),
        "reconcile",
        wait,
      ],
      [
        "unfinished at 24 hours: expired",
        dayOld,
        queried(unfinished),
        "reconcile",
        {
          kind: "close",
          status: "expired",
          reason: "The payment was not completed within 24 hours.",
          providerStatus: "Initiated",
        },
      ],
      [
        "bKash says Expired: expired, whatever its age",
        fresh,
        queried(bkashPayment({ status: "Expired" })),
        "poll",
        {
          kind: "close",
          status: "expired",
          reason: "The payment was not completed within 24 hours.",
          providerStatus: "Expired",
        },
      ],
      ["no answer: wait", fresh, timedOut("query"), "callback-cancel", wait],
      [
        "no answer after 24 hours: wait (it may still be paid)",
        dayOld,
        timedOut("query"),
        "reconcile",
        wait,
      ],
      [
        "refused (2002, unknown payment id): fail it with bKash's message",
        fresh,
        {
          call: "query",
          result: { kind: "rejected", code: "2002", message: "Invalid Payment ID" },
        },
        "verify",
        { kind: "close", status: "failed", reason: "Invalid Payment ID" },
      ],
      [
        "refused without a message: fail it with ours",
        fresh,
        { call: "query", result: { kind: "rejected", code: "2002", message: "" } },
        "verify",
        { kind: "close", status: "failed", reason: "bKash does not know this payment." },
      ],
    ])("%s", (_, state, answer, trigger, expected) => {
      expect(decideNextStep(state, answer, trigger)).toEqual(expected);
    });
  });

  /**
   * Runs the decision over a script of bKash answers, the way the service's loop does, and returns
   * the calls it asked for and the step it ended on.
   */
  function run(state: PaymentState, trigger: AdvanceTrigger, answers: BkashAnswer[]) {
    const calls: string[] = [];
    let step = decideNextStep(state, undefined, trigger);
    for (const answer of answers) {
      if (step.kind !== "call") throw new Error(`ended early on ${step.kind}`);
      expect(answer.call).toBe(step.call);
      calls.push(step.call);
      step = decideNextStep(state, answer, step.trigger);
    }
    return { calls, step };
  }

  describe("execute and query after a timeout", () => {
    it("an execute that timed out leaves it pending; reconciliation's query then credits it", () => {
      expect(run(fresh, "callback-success", [queried(authorised), timedOut("execute")])).toEqual({
        calls: ["query", "execute"],
        step: wait,
      });
      expect(run({ ...fresh, ageMs: minutes(4) }, "reconcile", [queried(completed)])).toEqual({
        calls: ["query"],
        step: { kind: "credit", payment: completed },
      });
    });

    it("a query that timed out is asked again later, then executes what the customer authorised", () => {
      expect(run(fresh, "verify", [timedOut("query")]).step).toEqual(wait);
      expect(run(fresh, "reconcile", [queried(authorised), executed(completed)])).toEqual({
        calls: ["query", "execute"],
        step: { kind: "credit", payment: completed },
      });
    });

    it("an execute that lost a race queries, and credits what bKash reports", () => {
      const lostRace: BkashAnswer = {
        call: "execute",
        result: { kind: "already-executed", code: "2117", message: "already completed" },
      };
      expect(run(fresh, "reconcile", [queried(authorised), lostRace, queried(completed)])).toEqual({
        calls: ["query", "execute", "query"],
        step: { kind: "credit", payment: completed },
      });
    });

    it("after an already-executed answer the browser's cancel no longer closes the payment", () => {
      const replay: BkashAnswer = {
        call: "execute",
        result: { kind: "already-executed", code: "2062", message: "already completed" },
      };
      expect(
        run(fresh, "callback-cancel", [queried(authorised), replay, queried(unfinished)]).step,
      ).toEqual(wait);
    });

    it("a bKash that keeps contradicting itself keeps asking: the service's loop bounds it", () => {
      const replay: BkashAnswer = {
        call: "execute",
        result: { kind: "already-executed", code: "2062", message: "already completed" },
      };
      const { step } = run(fresh, "verify", [queried(authorised), replay, queried(authorised)]);
      expect(step).toEqual(call("execute", "reconcile"));
    });
  });
});

describe("nextCheckAt", () => {
  const created = new Date("2026-03-01T04:00:00Z");
  const at = (ageMs: number) => new Date(created.getTime() + ageMs);

  it.each([
    ["every minute in the first half hour", minutes(3), minutes(4)],
    ["…up to just before 30 minutes", minutes(30) - 1, minutes(31) - 1],
    ["every 15 minutes from 30 minutes", minutes(30), minutes(45)],
    ["…up to just before 6 hours", hours(6) - 1, hours(6) + minutes(15) - 1],
    ["hourly from 6 hours", hours(6), hours(7)],
    ["never after bKash's 24 hours", hours(23) + minutes(30), hours(24)],
    ["at 24 hours, at once", hours(24), hours(24)],
  ])("%s", (_, age, next) => {
    expect(nextCheckAt(created, at(age))).toEqual(at(next));
  });
});
