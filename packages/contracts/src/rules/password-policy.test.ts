import { describe, expect, it } from "vitest";
import {
  PASSWORD_BLACKLIST,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGE_KEYS,
  PASSWORD_MIN_LENGTH,
  type PasswordInput,
  type PasswordProblem,
  passwordProblems,
} from "./password-policy.ts";

function create(password: string, extra: Partial<PasswordInput> = {}): PasswordProblem[] {
  return passwordProblems({ mode: "create", password, confirmation: password, ...extra });
}

function change(
  current: string | undefined,
  password: string,
  extra: Partial<PasswordInput> = {},
): PasswordProblem[] {
  return passwordProblems({ mode: "change", current, password, confirmation: password, ...extra });
}

describe("constants", () => {
  it("limits the length to 6..50", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(50);
  });

  it("blacklists the brand name and the numeric sequences", () => {
    expect(PASSWORD_BLACKLIST).toEqual(["trilha", "123456", "1234567", "12345678", "123456789"]);
  });

  it("maps every problem to its i18n key", () => {
    const problems: PasswordProblem[] = [
      "currentRequired",
      "passwordRequired",
      "confirmationRequired",
      "tooShort",
      "tooLong",
      "mismatch",
      "notAllowed",
      "sameAsCurrent",
    ];
    expect(PASSWORD_MESSAGE_KEYS).toEqual(
      Object.fromEntries(problems.map((problem) => [problem, `password.${problem}`])),
    );
  });
});

describe("passwordProblems: required fields", () => {
  it("accepts a valid password in every mode", () => {
    expect(create("s3gura!")).toEqual([]);
    expect(passwordProblems({ mode: "reset", password: "s3gura!", confirmation: "s3gura!" })).toEqual([]);
    expect(change("antiga1", "s3gura!")).toEqual([]);
  });

  it("requires the new password and its confirmation", () => {
    expect(create("")).toEqual(["passwordRequired", "confirmationRequired"]);
  });

  it("reports a missing confirmation without also reporting a mismatch", () => {
    expect(create("s3gura!", { confirmation: "" })).toEqual(["confirmationRequired"]);
  });

  it("reports a missing password without length or mismatch noise", () => {
    expect(create("", { confirmation: "s3gura!" })).toEqual(["passwordRequired"]);
  });

  it("does not trim: spaces are password characters", () => {
    expect(create("      ")).toEqual([]);
    expect(create("s3gura!", { confirmation: " s3gura!" })).toEqual(["mismatch"]);
  });

  it("requires the current password in change mode", () => {
    expect(change(undefined, "s3gura!")).toEqual(["currentRequired"]);
    expect(change("", "s3gura!")).toEqual(["currentRequired"]);
  });

  it("ignores the current password outside change mode", () => {
    expect(create("s3gura!", { current: "s3gura!" })).toEqual([]);
    expect(
      passwordProblems({ mode: "reset", current: "", password: "s3gura!", confirmation: "s3gura!" }),
    ).toEqual([]);
  });
});

describe("passwordProblems: length", () => {
  it("rejects 5 characters and accepts 6", () => {
    expect(create("abcde")).toEqual(["tooShort"]);
    expect(create("abcdef")).toEqual([]);
  });

  it("accepts 50 characters and rejects 51", () => {
    expect(create("a".repeat(50))).toEqual([]);
    expect(create("a".repeat(51))).toEqual(["tooLong"]);
  });

  it("counts code points, not UTF-16 units", () => {
    // Six emoji are twelve UTF-16 units but six characters.
    expect(create("😀".repeat(6))).toEqual([]);
    expect(create("😀".repeat(5))).toEqual(["tooShort"]);
    expect(create("😀".repeat(50))).toEqual([]);
    // 26 emoji are 52 UTF-16 units but only 26 characters.
    expect(create("😀".repeat(26))).toEqual([]);
  });

  it("checks the length of the new password, not the confirmation", () => {
    expect(create("abc", { confirmation: "abcdefg" })).toEqual(["tooShort", "mismatch"]);
  });
});

describe("passwordProblems: mismatch", () => {
  it("reports different passwords ('As novas senhas não são iguais.')", () => {
    expect(create("s3gura!", { confirmation: "s3gura?" })).toEqual(["mismatch"]);
  });

  it("compares case-sensitively", () => {
    expect(create("Segura1", { confirmation: "segura1" })).toEqual(["mismatch"]);
  });
});

describe("passwordProblems: blacklist and user name ('Não é permitido esta senha.')", () => {
  it.each(PASSWORD_BLACKLIST)("rejects a password containing %s", (word) => {
    expect(create(`x${word}x`)).toEqual(["notAllowed"]);
  });

  it("matches blacklist words case- and accent-insensitively", () => {
    expect(create("MinhaTRILHA")).toEqual(["notAllowed"]);
    expect(create("minhatrílha")).toEqual(["notAllowed"]);
  });

  it("rejects the numeric sequences wherever they appear", () => {
    expect(create("123456")).toEqual(["notAllowed"]);
    expect(create("abc123456789")).toEqual(["notAllowed"]);
  });

  it("accepts sequences that do not contain a blacklisted one", () => {
    expect(create("12345x6")).toEqual([]);
    expect(create("654321")).toEqual([]);
  });

  it("rejects each name word of 3 or more characters", () => {
    expect(create("ana2024!", { userName: "Ana Souza" })).toEqual(["notAllowed"]);
    expect(create("xSOUZAx", { userName: "Ana Souza" })).toEqual(["notAllowed"]);
  });

  it("rejects the full name even when every word of it is short", () => {
    expect(create("xli nax", { userName: "Li Na" })).toEqual(["notAllowed"]);
    expect(create("lina#xyz", { userName: "Li Na" })).toEqual([]);
  });

  it("collapses repeated spaces in the name before comparing the full name", () => {
    expect(create("xli nax", { userName: "  Li   Na " })).toEqual(["notAllowed"]);
  });

  it("ignores accents on either side", () => {
    expect(create("jose1234", { userName: "José da Silva" })).toEqual(["notAllowed"]);
    expect(create("joSÉ1234", { userName: "Jose da Silva" })).toEqual(["notAllowed"]);
    expect(create("joao.9x", { userName: "João" })).toEqual(["notAllowed"]);
  });

  it("ignores name words shorter than 3 characters", () => {
    expect(create("de1234x", { userName: "Maria de Souza" })).toEqual([]);
    expect(create("li7788x", { userName: "Li" })).toEqual([]);
  });

  it("splits names on hyphens and apostrophes as well as spaces", () => {
    expect(create("maria#99", { userName: "Ana-Maria D'Ávila" })).toEqual(["notAllowed"]);
    expect(create("avila#99", { userName: "Ana-Maria D'Ávila" })).toEqual(["notAllowed"]);
  });

  it("does not check a name when there is none", () => {
    expect(create("qualquer1", { userName: null })).toEqual([]);
    expect(create("qualquer1", { userName: undefined })).toEqual([]);
    expect(create("qualquer1", { userName: "   " })).toEqual([]);
  });

  it("is reported together with length problems", () => {
    expect(create("trilha".repeat(9))).toEqual(["tooLong", "notAllowed"]);
  });
});

describe("passwordProblems: same as current ('A nova senha escolhida é a mesma da atual.')", () => {
  it("rejects a new password equal to the current one in change mode", () => {
    expect(change("s3gura!", "s3gura!")).toEqual(["sameAsCurrent"]);
  });

  it("compares case-sensitively", () => {
    expect(change("S3gura!", "s3gura!")).toEqual([]);
  });
});

describe("passwordProblems: ordering", () => {
  it("returns every problem in the documented order", () => {
    expect(change("", "trilh", { confirmation: "other" })).toEqual([
      "currentRequired",
      "tooShort",
      "mismatch",
    ]);
    expect(change("Ana123", "Ana123", { confirmation: "x", userName: "Ana" })).toEqual([
      "mismatch",
      "notAllowed",
      "sameAsCurrent",
    ]);
    expect(change(undefined, "")).toEqual(["currentRequired", "passwordRequired", "confirmationRequired"]);
  });
});
