/**
 * The customer wallets of bKash's public sandbox (reference §9), with the behaviour each one has
 * there. The sandbox knows no other wallets.
 */
export type TestWallet = {
  number: string;
  /** What happens when the customer confirms the payment with this wallet. */
  outcome: "success" | "insufficient-balance" | "debit-block";
};

export const testWallets: readonly TestWallet[] = [
  { number: "01770618575", outcome: "success" },
  { number: "01929918378", outcome: "success" },
  { number: "01770618576", outcome: "success" },
  { number: "01877722345", outcome: "success" },
  { number: "01619777282", outcome: "success" },
  { number: "01619777283", outcome: "success" },
  { number: "01823074817", outcome: "insufficient-balance" },
  { number: "01823074818", outcome: "debit-block" },
];

export const testOtp = "123456";
export const testPin = "12121";

/** The code a wallet's debit fails with, if it fails. */
export const walletFailureCode: Record<TestWallet["outcome"], "2023" | "2037" | undefined> = {
  success: undefined,
  "insufficient-balance": "2023",
  "debit-block": "2037",
};

export function findTestWallet(number: string): TestWallet | undefined {
  return testWallets.find((wallet) => wallet.number === number);
}
