/** Gatsby's client-side navigation, which browser tests use to leave a page without a reload. */
interface Window {
  ___navigate: (to: string) => void;
}
