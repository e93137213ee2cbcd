import { describe, expect, it } from "vitest";
import {
  createBkashSandbox,
  createSandboxCredentials,
  defaultSandboxCredentials,
  type SandboxCredentials,
} from "./bkash-sandbox.ts";
import type { ApiFamily } from "./payment-book.ts";
import { hours, minutes, setupSandbox } from "./test-support.ts";

const families: ApiFamily[] = ["v1.2.0-beta", "v2"];

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

describe.each(families)("tokens (%s)", (family) => {
  it("grants a JWT-looking id_token for an hour and a long opaque refresh token", async () => {
    const { call, credentials, tokenHeaders } = setupSandbox();
    const { status, body } = await call(
      family,
      "grant",
      { app_key: credentials.appKey, app_secret: credentials.appSecret },
      tokenHeaders(),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      statusCode: "0000",
      statusMessage: "Successful",
      token_type: "Bearer",
      expires_in: 3600,
    });
    const idToken = body.id_token as string;
    expect(idToken.split(".")).toHaveLength(3);
    const claims = decodeJwtPayload(idToken);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims["cognito:username"]).toBe(credentials.username);
    expect(typeof body.refresh_token).toBe("string");
    expect((body.refresh_token as string).length).toBeGreaterThan(1000);
  });

  it("refreshes: a new id_token, the same refresh token", async () => {
    const { grant, refresh, sandbox } = setupSandbox();
    const granted = await grant(family);
    const { body } = await refresh(family, granted.refreshToken);
    expect(body.statusCode).toBe("0000");
    expect(body.id_token).not.toBe(granted.idToken);
    expect(body.refresh_token).toBe(granted.refreshToken);
    expect(sandbox.tokenCalls()).toEqual({ grant: 1, refresh: 1 });
  });

  it("rejects a refresh token that is unknown or older than 28 days", async () => {
    const { grant, refresh, clock } = setupSandbox();
    const granted = await grant(family);
    const unknown = await refresh(family, "not-a-token");
    expect(unknown.body.statusCode ?? unknown.body.externalCode).toBe("9999");
    clock.advance(hours(24 * 27));
    expect((await refresh(family, granted.refreshToken)).body.id_token).toBeDefined();
    clock.advance(hours(24));
    const expired = await refresh(family, granted.refreshToken);
    expect(expired.body.id_token).toBeUndefined();
    expect(expired.body.statusCode ?? expired.body.externalCode).toBe("9999");
  });

  it("answers 401 {message: Unauthorized} without, with an unknown or with an expired id_token", async () => {
    const { api, grant, clock, createBody, call, credentials } = setupSandbox();
    const noToken = await call(family, "create", createBody(family), {
      "x-app-key": credentials.appKey,
    });
    expect(noToken).toEqual({ status: 401, body: { message: "Unauthorized" } });
    expect((await api(family, "create", createBody(family), "forged.token.value")).status).toBe(
      401,
    );

    const { idToken } = await grant(family);
    clock.advance(minutes(59));
    expect((await api(family, "create", createBody(family), idToken)).status).toBe(200);
    clock.advance(minutes(1));
    expect(await api(family, "create", createBody(family), idToken)).toEqual({
      status: 401,
      body: { message: "Unauthorized" },
    });
  });

  it("accepts the id_token raw or with a Bearer prefix", async () => {
    const { call, grant, createBody, credentials } = setupSandbox();
    const { idToken } = await grant(family);
    for (const authorization of [idToken, `Bearer ${idToken}`]) {
      const { status } = await call(family, "create", createBody(family), {
        authorization,
        "x-app-key": credentials.appKey,
      });
      expect(status).toBe(200);
    }
  });

  it("rejects a wrong X-APP-Key with 2001", async () => {
    const { call, grant, createBody } = setupSandbox();
    const { idToken } = await grant(family);
    const { status, body } = await call(family, "create", createBody(family), {
      authorization: idToken,
      "x-app-key": "wrongkey",
    });
    if (family === "v2") {
      expect(status).toBe(400);
      expect(body).toEqual({
        internalCode: "invalid_app_key",
        externalCode: "2001",
        errorMessageEn: "Invalid App Key",
        errorMessageBn: null,
      });
    } else {
      expect(status).toBe(200);
      expect(body).toEqual({ statusCode: "2001", statusMessage: "Invalid App Key" });
    }
  });

  it("refuses bad grant credentials: 9999 for the user, 2001 for the app key", async () => {
    const { call, credentials } = setupSandbox();
    const code = (body: Record<string, unknown>) => body.statusCode ?? body.externalCode;
    const message = (body: Record<string, unknown>) => body.statusMessage ?? body.errorMessageEn;
    const good = { app_key: credentials.appKey, app_secret: credentials.appSecret };

    const unknownUser = await call(family, "grant", good, {
      username: "someone",
      password: credentials.password,
    });
    expect(code(unknownUser.body)).toBe("9999");
    expect(message(unknownUser.body)).toBe("Username does not exist");
    expect(unknownUser.status).toBe(family === "v2" ? 400 : 200);

    const wrongPassword = await call(family, "grant", good, {
      username: credentials.username,
      password: "guess",
    });
    expect(code(wrongPassword.body)).toBe("9999");

    const headers = { username: credentials.username, password: credentials.password };
    const wrongKey = await call(family, "grant", { ...good, app_key: "other" }, headers);
    expect(code(wrongKey.body)).toBe("2001");
    const wrongSecret = await call(family, "grant", { ...good, app_secret: "other" }, headers);
    expect(code(wrongSecret.body)).toBe("9999");
    expect(wrongSecret.body.id_token).toBeUndefined();
  });

  it("revokes every token on demand", async () => {
    const { api, grant, refresh, createBody, sandbox } = setupSandbox();
    const { idToken, refreshToken } = await grant(family);
    sandbox.revokeTokens();
    expect((await api(family, "create", createBody(family), idToken)).status).toBe(401);
    const refreshed = await refresh(family, refreshToken);
    expect(refreshed.body.id_token).toBeUndefined();
  });
});

describe("token rate limit", () => {
  const grantBody = {
    app_key: defaultSandboxCredentials.appKey,
    app_secret: defaultSandboxCredentials.appSecret,
  };
  const headers = {
    "content-type": "application/json",
    username: defaultSandboxCredentials.username,
    password: defaultSandboxCredentials.password,
  };

  it("blocks the app key for an hour after more than two token calls in an hour (default)", async () => {
    let now = new Date("2026-03-01T04:00:00Z").getTime();
    const sandbox = createBkashSandbox({
      publicBaseUrl: "http://sandbox.test",
      clock: { now: () => new Date(now) },
    });
    const grant = async () => {
      const response = await sandbox.app.request("/v1.2.0-beta/tokenized/checkout/token/grant", {
        method: "POST",
        headers,
        body: JSON.stringify(grantBody),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const first = await grant();
    expect(first.statusCode).toBe("0000");
    now += minutes(30);
    // A refresh counts against the same limit as a grant.
    const refresh = await sandbox.app.request("/v1.2.0-beta/tokenized/checkout/token/refresh", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...grantBody, refresh_token: first.refresh_token }),
    });
    expect(((await refresh.json()) as Record<string, unknown>).statusCode).toBe("0000");
    now += minutes(29);
    const blocked = await grant();
    expect(blocked.statusCode).toBe("9999");
    expect(blocked.statusMessage).toMatch(/blocked for one hour/);
    // The block lasts an hour from the refused call, even though the window has moved on.
    now += minutes(59);
    expect((await grant()).statusCode).toBe("9999");
    now += minutes(1);
    expect((await grant()).statusCode).toBe("0000");
    expect(sandbox.tokenCalls()).toEqual({ grant: 4, refresh: 1 });
  });

  it("spreads calls over a sliding hour and can be configured", async () => {
    const { call, clock, tokenHeaders } = setupSandbox({ tokenCallLimit: 3 });
    for (let index = 0; index < 3; index += 1) {
      expect((await call("v2", "grant", grantBody, tokenHeaders())).status).toBe(200);
      clock.advance(minutes(25));
    }
    // 75 minutes later only two calls remain in the last hour.
    expect((await call("v2", "grant", grantBody, tokenHeaders())).status).toBe(200);
    const blocked = await call("v2", "grant", grantBody, tokenHeaders());
    expect(blocked.status).toBe(400);
    expect(blocked.body.externalCode).toBe("9999");
  });
});

describe("credentials", () => {
  it("accepts only the credentials it was created with; createSandboxCredentials makes new ones", async () => {
    const credentials = createSandboxCredentials();
    expect(createSandboxCredentials()).not.toEqual(credentials);
    const { call } = setupSandbox({ credentials });
    const grant = (with_: SandboxCredentials) =>
      call(
        "v1.2.0-beta",
        "grant",
        { app_key: with_.appKey, app_secret: with_.appSecret },
        { username: with_.username, password: with_.password },
      );
    expect((await grant(defaultSandboxCredentials)).body.statusCode).toBe("9999");
    expect((await grant(credentials)).body.statusCode).toBe("0000");
  });
});
