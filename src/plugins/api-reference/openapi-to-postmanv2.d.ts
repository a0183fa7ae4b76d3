// Postman's converter ships no types; this is the part we call.
declare module 'openapi-to-postmanv2' {
  const Converter: {
    convert(
      input: {type: 'json' | 'string' | 'file'; data: unknown},
      options: Record<string, unknown>,
      callback: (error: Error | null, result: never) => void,
    ): void;
  };
  export default Converter;
}
