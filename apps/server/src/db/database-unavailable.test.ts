import { describe, expect, it } from "vitest";
import { isDatabaseUnavailableError } from "./database.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("which database errors mean 'try again shortly' (503)", () => {
  it("knows a database that is down, restarting, cut off, full of connections or locked", () => {
    for (const error of [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      withCode("sorry, too many clients already", "53300"),
      withCode("database is locked", "SQLITE_BUSY"),
      withCode("database is locked", "SQLITE_BUSY_SNAPSHOT"),
      new Error("Connection terminated unexpectedly"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnavailableError(error), error.message).toBe(true);
    }
  });

  it("leaves bugs and bad data to be what they are", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "users_pk"', "23505"),
      withCode('column "nope" does not exist', "42703"),
      withCode("UNIQUE constraint failed: users.usuario", "SQLITE_CONSTRAINT_UNIQUE"),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailableError(error), error.message).toBe(false);
    }
    expect(isDatabaseUnavailableError("ECONNREFUSED")).toBe(false);
  });
});
