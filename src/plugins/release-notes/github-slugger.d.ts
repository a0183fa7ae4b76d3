// github-slugger 1.x ships no types; the change finder uses only its slug function (the one Docusaurus uses for heading ids).
declare module 'github-slugger' {
  export function slug(text: string, maintainCase?: boolean): string;
}
