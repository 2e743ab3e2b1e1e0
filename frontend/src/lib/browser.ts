/**
 * Thin wrappers over browser navigation that the app calls directly, kept in one module so
 * tests can replace them (jsdom cannot reload a page).
 */
export function reloadPage(): void {
  window.location.reload();
}
