/** Placeholder until the page's content lands; the router imports `Component` lazily. */
export function Component() {
  return <h1>Contact</h1>;
}
