// The generator imports this in the info pages; our documents declare no logo.
export default function ApiLogo(): null {
  return null;
}
