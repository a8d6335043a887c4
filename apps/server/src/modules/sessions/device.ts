/** A readable device name and type from the User-Agent, for the connected-devices list. */
export function describeDevice(userAgent: string | undefined): { name: string; type: "desktop" | "mobile" } {
  const ua = userAgent ?? "";
  const type = /Mobi|Android|iPhone|iPad|iPod/i.test(ua) ? "mobile" : "desktop";
  const browser = firstMatch(ua, [
    [/Edg\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/Firefox\//, "Firefox"],
    [/Chrome\/|CriOS\//, "Chrome"],
    [/Safari\//, "Safari"],
  ]);
  const system = firstMatch(ua, [
    [/Windows/, "Windows"],
    [/Android/, "Android"],
    [/iPhone|iPad|iPod/, "iOS"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ]);
  const name = [browser, system].filter(Boolean).join(" / ") || ua.slice(0, 60) || "?";
  return { name, type };
}

function firstMatch(text: string, candidates: [RegExp, string][]): string | undefined {
  return candidates.find(([pattern]) => pattern.test(text))?.[1];
}
