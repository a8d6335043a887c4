// Applies the contrast and text size chosen in the accessibility dialog (local storage "contraste" and "fontes")
// to <html> before the first paint, so a reload never flashes the default look. A classic, synchronous script
// because the CSP allows no inline ones; a web test keeps these names in step with
// packages/contracts/src/rules/accessibility-settings.ts.
// Until a contrast is chosen, a system that prefers dark colours gets dark mode (the last contrast).
(() => {
  let prefersDark = false;
  try {
    prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  } catch {
    // No matchMedia: the default look.
  }
  const contrasts = [
    "contraste-padrao",
    "contraste-altocontraste",
    "contraste-escalacinza",
    "contraste-escuro",
  ];
  const settings = [
    ["contraste", "data-contrast", contrasts, prefersDark ? "contraste-escuro" : "contraste-padrao"],
    ["fontes", "data-text-size", ["fontes-padrao", "fontes-grandes", "fontes-gigantes"], "fontes-padrao"],
  ];
  const root = document.documentElement;
  for (const [key, attribute, values, fallback] of settings) {
    let stored = null;
    try {
      stored = window.localStorage.getItem(key);
    } catch {
      // Storage disabled: the defaults apply.
    }
    root.setAttribute(attribute, values.includes(stored) ? stored : fallback);
  }
})();
