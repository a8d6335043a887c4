// Applies the contrast and text size chosen in the accessibility dialog (local storage "contraste" and "fontes")
// to <html> before the first paint, so a reload never flashes the default look. A classic, synchronous script
// because the CSP allows no inline ones; a web test keeps these names in step with
// packages/contracts/src/rules/accessibility-settings.ts.
(() => {
  const settings = [
    ["contraste", "data-contrast", ["contraste-padrao", "contraste-altocontraste", "contraste-escalacinza"]],
    ["fontes", "data-text-size", ["fontes-padrao", "fontes-grandes", "fontes-gigantes"]],
  ];
  const root = document.documentElement;
  for (const [key, attribute, values] of settings) {
    let stored = null;
    try {
      stored = window.localStorage.getItem(key);
    } catch {
      // Storage disabled: the defaults apply.
    }
    root.setAttribute(attribute, values.includes(stored) ? stored : values[0]);
  }
})();
