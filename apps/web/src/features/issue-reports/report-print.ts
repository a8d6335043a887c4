import { callPath } from "@trilha/contracts/call";
import { errorBody } from "@trilha/contracts/errors";
import { issueReportPrint } from "@trilha/contracts/issue-reports.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import { ApiError } from "../../lib/api-error.ts";

/**
 * A report's screenshot as a Blob. The call answers image bytes, not JSON, and needs the bearer token, so it
 * cannot be an <img src>: the table shows it from a blob URL instead.
 */
export async function fetchReportPrint(
  id: number,
  options: { lang: Language; token: string; signal?: AbortSignal },
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${callPath(issueReportPrint, options.lang)}?id=${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${options.token}`, accept: "image/*" },
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, null, { cause: error });
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("image/")) {
    const failure = errorBody.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, failure.success ? failure.data.mensagem : null);
  }
  return response.blob();
}
