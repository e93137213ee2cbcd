import { z } from "zod";

/**
 * The closed list of error codes the API can return. Each maps to exactly one HTTP status here,
 * and nowhere else: the server's error middleware and the web client both read this table.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** The seed's error envelope: `{ success: false, error }`, plus a machine-readable code. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(errorCodes),
  /** Structured extras for forms, e.g. `{ reasons: [...] }` for a weak password. */
  details: z.record(z.string(), z.unknown()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
