// The generator imports this in the info pages; the downloads are listed on the API introduction instead.
export default function Export(): null {
  return null;
}
