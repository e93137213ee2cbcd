import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { AppError } from "../../lib/app-error.ts";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

let checker: Promise<ZxcvbnFactory> | undefined;

/** The strength estimator and its dictionaries (~20 MB) load on first use, not at start-up. */
async function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  })();
  return await checker;
}

/**
 * Why a password is too weak, in words a person can act on; empty when it is acceptable.
 * Length rules first, then a check against the most common (breached-list) passwords, words
 * from the user's own details, and an overall guessability score of at least 3 of 4.
 */
export async function passwordProblems(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string[]> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return [`Use at least ${PASSWORD_MIN_LENGTH} characters.`];
  if (password.length > PASSWORD_MAX_LENGTH)
    return [`Use at most ${PASSWORD_MAX_LENGTH} characters.`];
  const result = (await loadChecker()).check(
    password,
    userInputs.filter(Boolean).map((input) => input.toLowerCase()),
  );
  const problems: string[] = [];
  const dictionaryMatches = result.sequence.filter((match) => match.pattern === "dictionary");
  const commonPasswordParts = dictionaryMatches.filter((match) =>
    match.dictionaryName.startsWith("passwords"),
  );
  if (commonPasswordParts.some((match) => match.token.length === password.length)) {
    problems.push("It is one of the most common passwords, found in lists of leaked passwords.");
  } else if (result.score < 3 && commonPasswordParts[0]) {
    problems.push(
      `It is built on "${commonPasswordParts[0].token}", a common password that attackers try first.`,
    );
  }
  if (dictionaryMatches.some((match) => match.dictionaryName === "userInputs")) {
    problems.push("It contains your name or e-mail address.");
  }
  if (result.score < 3) {
    if (result.feedback.warning && problems.length === 0) problems.push(result.feedback.warning);
    problems.push(
      ...(result.feedback.suggestions.length > 0
        ? result.feedback.suggestions
        : ["Add a few more uncommon words."]),
    );
  }
  return problems;
}

/**
 * Refuses a weak password with every reason, so the form can list them. `userInputs` are the
 * person's own details (names, e-mail, phone); missing ones are skipped.
 */
export async function assertStrongPassword(
  password: string,
  userInputs: Array<string | null | undefined>,
): Promise<void> {
  const reasons = await passwordProblems(
    password,
    userInputs.filter((input): input is string => Boolean(input)),
  );
  if (reasons.length > 0) {
    throw new AppError("BAD_REQUEST", `Choose a stronger password. ${reasons.join(" ")}`, {
      details: { reasons },
    });
  }
}
